import { PLATFORM_LABELS, type SocialAccount } from '@fanout/shared';

/** Spec 000 §3: customName, else platformUsername, else the platform's name (not its key). */
export function accountDisplayName(
  account: Pick<SocialAccount, 'customName' | 'platformUsername' | 'platform'>,
): string {
  return (
    account.customName?.trim() ||
    account.platformUsername.trim() ||
    PLATFORM_LABELS[account.platform]
  );
}

/** The group list's 'N account(s)': singular for exactly one. */
export function accountCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'account' : 'accounts'}`;
}
