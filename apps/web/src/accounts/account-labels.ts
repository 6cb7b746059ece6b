/** The group list's 'N account(s)': singular for exactly one. */
export function accountCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'account' : 'accounts'}`;
}
