/** Role badges (spec 001 §2): admin yellow, customer blue, others grey. */
export function roleBadgeColor(roleName: string): string {
  if (roleName === 'admin') return 'yellow';
  if (roleName === 'customer') return 'blue';
  return 'gray';
}
