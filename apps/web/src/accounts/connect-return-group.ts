/*
 * The OAuth error redirect (web contract) carries no groupId. The group is remembered for this
 * tab just before leaving for the platform, so the page can reopen it on the way back.
 */
const KEY = 'fanout.connect-group-id';

export function rememberConnectGroup(groupId: string): void {
  try {
    window.sessionStorage.setItem(KEY, groupId);
  } catch {
    // Storage may be disabled; the page then simply opens with no group selected.
  }
}

/** The remembered group, forgotten once read. */
export function takeConnectGroup(): string | undefined {
  try {
    const groupId = window.sessionStorage.getItem(KEY) ?? undefined;
    window.sessionStorage.removeItem(KEY);
    return groupId;
  } catch {
    return undefined;
  }
}
