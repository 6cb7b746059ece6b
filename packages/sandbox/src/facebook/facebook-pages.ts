import { identityOf, numericId } from '../identity/account-identity';

/**
 * The Meta side of a sandbox account: one Facebook user per account name (whether it connected
 * Facebook or Instagram), two Pages, and an Instagram professional account linked to the first.
 */
export interface SandboxPage {
  id: string;
  name: string;
  category: string;
  tasks: string[];
  instagram: { id: string; username: string; name: string } | null;
}

const PAGE_TASKS = ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'];

/** Facebook user ids: 15 digits (kept below 2^53, so they survive JSON numbers too). */
export function facebookUserId(account: string): string {
  return numericId(15, 'meta-user', account);
}

/** Instagram professional account ids start with 17841, as Meta's do. */
export function instagramUserId(account: string): string {
  return `17841${numericId(10, 'instagram-user', account)}`;
}

export function sandboxPages(account: string): SandboxPage[] {
  const identity = identityOf(account);
  return [
    {
      id: numericId(15, 'meta-page', account, '1'),
      name: `${identity.displayName} Studio`,
      category: 'Brand',
      tasks: PAGE_TASKS,
      instagram: {
        id: instagramUserId(account),
        username: identity.username,
        name: identity.displayName,
      },
    },
    {
      id: numericId(15, 'meta-page', account, '2'),
      name: `${identity.displayName} Community`,
      category: 'Community',
      tasks: PAGE_TASKS,
      instagram: null,
    },
  ];
}
