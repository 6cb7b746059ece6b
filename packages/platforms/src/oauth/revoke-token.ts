import type { OAuthPlatform } from '../platform-hosts';
import { clientAuthenticatedForm, type ClientAuthentication } from './client-authentication';
import type { ClientContext } from './client-context';
import { requireCredentials } from './require-credentials';

/**
 * Token revocation (RFC 7009): a form POST of `form` (the token, and any hint) to the platform's
 * revocation endpoint. Its answer says nothing we keep, so only a failure matters.
 */
export async function revokeToken(
  { credentials, http }: ClientContext,
  revocation: {
    platform: OAuthPlatform;
    url: string;
    clientAuthentication: ClientAuthentication;
    form: { token: string } & Record<string, string>;
  },
): Promise<void> {
  const { platform, url, clientAuthentication, form } = revocation;
  const app = requireCredentials(platform, credentials);
  await http.send({
    platform,
    operation: 'the token revocation',
    method: 'POST',
    url,
    ...clientAuthenticatedForm(clientAuthentication, app, form),
  });
}
