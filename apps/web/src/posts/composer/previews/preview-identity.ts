import { accountDisplayName, type SocialAccount } from '@fanout/shared';

export type PreviewAccount = Pick<
  SocialAccount,
  'id' | 'platform' | 'platformUsername' | 'customName' | 'avatarUrl'
>;

/** Up to two initials of a name: "Sandbox Linkedin User" → "SL", "sandbox_twitter_user" → "ST". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^@/, '')
    .split(/[\s._-]+/)
    .filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The name and @handle a network shows above the post. */
export function previewIdentity(account: PreviewAccount): { name: string; handle: string } {
  const username = account.platformUsername.trim().replace(/^@/, '');
  return {
    name: accountDisplayName(account),
    handle: username === '' ? '' : `@${username}`,
  };
}
