export { createTokenVault, VaultError, type TokenVault, type VaultKey } from './token-vault';
export { listGroups, createGroup, updateGroup, deleteGroup } from './groups';
export { listAccounts, findOwnedAccount } from './find-owned-account';
export { listAccountIdentities, type AccountIdentity } from './list-account-identities';
export { startConnect } from './start-connect';
export {
  completeConnect,
  ConnectError,
  type ConnectErrorCode,
  type ConnectOutcome,
} from './complete-connect';
export { connectBluesky } from './connect-bluesky';
export { disconnectAccount } from './disconnect-account';
export { listFacebookPages, selectFacebookPage } from './facebook-pages';
export { listPinterestBoards, selectPinterestBoard } from './pinterest-boards';
export { getTikTokCreatorInfo } from './tiktok-creator-info';
export {
  refreshAccount,
  refreshExpiringAccounts,
  getFreshAccessToken,
  type RefreshOutcome,
} from './refresh-account';
export { reencryptTokens } from './reencrypt-tokens';
export { toSocialAccount } from './to-social-account';
export { tokenContext } from './account-contexts';
export { listAccountRisks, findAccountRisks } from './account-risks';
export { warnAccountsAtRisk } from './warn-accounts-at-risk';
