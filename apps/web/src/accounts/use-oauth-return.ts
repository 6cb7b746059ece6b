import { showToast } from '../feedback/show-toast';
import { useEffect, useEffectEvent, useRef } from 'react';
import {
  hasOAuthResult,
  withoutOAuthResult,
  type AccountsSearch,
  type NavigateAccountsSearch,
} from './accounts-search';
import { takeConnectGroup } from './connect-return-group';
import { oauthReturnToast } from './oauth-return-message';

/**
 * After a platform's authorization page the server sends the browser back here with the result
 * in the URL (web contract). It is shown once as a toast, then removed from the URL (replacing the
 * history entry, so Back does not show it again); the group stays selected.
 */
export function useOAuthReturn(search: AccountsSearch, navigate: NavigateAccountsSearch) {
  // StrictMode runs effects twice, and the URL changes only after the navigation commits.
  const handled = useRef(false);

  const settle = useEffectEvent(() => {
    const toast = oauthReturnToast(search);
    if (toast !== null) showToast({ ...toast });
    const remembered = takeConnectGroup();
    navigate(
      { ...withoutOAuthResult(search), groupId: search.groupId ?? remembered },
      { replace: true },
    );
  });

  const pending = hasOAuthResult(search);
  useEffect(() => {
    if (!pending) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    settle();
  }, [pending]);
}
