/** Vault contexts: each ciphertext only decrypts in the column and row it was written for. */
export const tokenContext = {
  access: (accountId: string) => `social_account:${accountId}:access`,
  refresh: (accountId: string) => `social_account:${accountId}:refresh`,
  facebookPage: (accountId: string) => `social_account:${accountId}:facebook_page`,
  codeVerifier: (stateId: string) => `oauth_state:${stateId}:verifier`,
};
