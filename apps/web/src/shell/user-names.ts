import { formatCount, type CurrentUser } from '@fanout/shared';

/** First and last name joined, or undefined when neither is set. */
function fullName(user: CurrentUser): string | undefined {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
  return name || undefined;
}

/** Name in the user dropdown (spec 001 §2): full name, else 'User Account'. */
export function dropdownName(user: CurrentUser): string {
  return fullName(user) ?? 'User Account';
}

/** Name beside the avatar in the header: full name, else the email before '@', else 'User'. */
export function headerName(user: CurrentUser): string {
  const emailName = user.email.split('@')[0]?.trim();
  return fullName(user) ?? (emailName || 'User');
}

/** Email in the dropdown, or 'No email available'. */
export function displayEmail(user: CurrentUser): string {
  return user.email.trim() || 'No email available';
}

/** The last 8 characters of the user id, shown as a short reference. */
export function shortUserId(user: CurrentUser): string {
  return user.id.slice(-8);
}

/** 'N Credits', as in the header and the dropdown. */
export function creditsLabel(user: CurrentUser): string {
  return `${formatCount(user.credits)} Credits`;
}
