import { optionalString } from '../app/search-params';

/**
 * The /accounts search params: the selected group, plus what the server adds when it sends the
 * browser back from a platform's OAuth page (web contract, "Connected accounts").
 */
export interface AccountsSearch {
  groupId?: string;
  connected?: string;
  connectError?: string;
  platform?: string;
  message?: string;
}

export function parseAccountsSearch(search: Record<string, unknown>): AccountsSearch {
  return {
    groupId: optionalString(search.groupId),
    connected: optionalString(search.connected),
    connectError: optionalString(search.connectError),
    platform: optionalString(search.platform),
    message: optionalString(search.message),
  };
}

/** The search without the one-time OAuth result: only the selected group stays. */
export function withoutOAuthResult(search: AccountsSearch): AccountsSearch {
  return { groupId: search.groupId };
}

export function hasOAuthResult(search: AccountsSearch): boolean {
  return search.connected !== undefined || search.connectError !== undefined;
}

export type NavigateAccountsSearch = (
  search: AccountsSearch,
  options?: { replace?: boolean },
) => void;
