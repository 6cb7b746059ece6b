import type { PlatformRequest } from '../http/platform-request';
import type { OAuthClient } from '../platform-client';
import type { OAuthPlatform } from '../platform-hosts';
import { requirePkce } from './authorize-url';
import { clientAuthenticatedForm, type ClientAuthentication } from './client-authentication';
import type { ClientContext } from './client-context';
import { fetchTokens } from './fetch-tokens';
import { requireCredentials, type AppCredentials } from './require-credentials';
import { requireRefreshToken } from './require-refresh-token';

/** A platform's OAuth 2.0 token endpoint: where it is and how it wants the app's credentials. */
export interface TokenEndpoint {
  platform: OAuthPlatform;
  url: string;
  clientAuthentication: ClientAuthentication;
  /** The code exchange sends the PKCE verifier (X, YouTube). */
  usesPkce: boolean;
}

/**
 * The authorization-code request (RFC 6749 §4.1.3) as a form POST. Exported for Threads, whose
 * code exchange is standard but answers a short-lived token to exchange further.
 */
export function authorizationCodeRequest(
  endpoint: TokenEndpoint,
  app: AppCredentials,
  input: { code: string; redirectUri: string; codeVerifier?: string },
): PlatformRequest {
  const { platform, url, clientAuthentication } = endpoint;
  const grant = {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  };
  const pkce: Record<string, string> = endpoint.usesPkce
    ? { code_verifier: requirePkce(platform, input.codeVerifier, 'codeVerifier') }
    : {};
  return {
    platform,
    operation: 'the authorization code',
    method: 'POST',
    url,
    ...clientAuthenticatedForm(clientAuthentication, app, grant, pkce),
  };
}

/**
 * `exchangeCode` and `refresh` against a standard token endpoint: the authorization_code and
 * refresh_token grants (RFC 6749 §4.1.3, §6) as form POSTs, answered in the OAuth token shape.
 * Credentials are checked first, so an unconfigured platform says so before anything else.
 * `usesPkce` comes back too, so the client states it once.
 */
export function standardTokenGrants(
  { credentials, http }: ClientContext,
  endpoint: TokenEndpoint,
): Pick<OAuthClient, 'usesPkce' | 'exchangeCode' | 'refresh'> {
  const { platform, url, clientAuthentication, usesPkce } = endpoint;
  return {
    usesPkce,
    async exchangeCode(input) {
      const app = requireCredentials(platform, credentials);
      return fetchTokens(http, authorizationCodeRequest(endpoint, app, input));
    },
    async refresh(tokens) {
      const app = requireCredentials(platform, credentials);
      const grant = {
        grant_type: 'refresh_token',
        refresh_token: requireRefreshToken(platform, tokens),
      };
      return fetchTokens(http, {
        platform,
        operation: 'the token refresh',
        method: 'POST',
        url,
        ...clientAuthenticatedForm(clientAuthentication, app, grant),
      });
    },
  };
}
