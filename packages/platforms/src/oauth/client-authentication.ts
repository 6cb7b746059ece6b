import { basicAuth, type PlatformAuth } from '../http/platform-request';
import type { AppCredentials } from './require-credentials';

/**
 * How a platform's token or revocation endpoint wants the app's credentials (RFC 6749 §2.3.1
 * allows both): an HTTP Basic header (X, Pinterest), or form fields (LinkedIn, YouTube, TikTok,
 * Threads). `none`: the endpoint takes no credentials (Google's revocation).
 */
export type ClientAuthentication =
  | { type: 'basic' }
  | {
      type: 'form';
      /** TikTok names the client id `client_key`. */
      idField: 'client_id' | 'client_key';
      /**
       * The field order each vendor documents: `after-grant` puts the credentials after the grant's
       * fields, as RFC 6749's examples do; `alphabetical` sorts every field by name, as TikTok's and
       * Meta's docs list them (credentials first).
       */
      order: 'after-grant' | 'alphabetical';
    }
  | { type: 'none' };

/**
 * The auth header and form body of a request carrying the app's credentials: `fields`, then the
 * credentials where `style` puts them, then `afterCredentials` (Google documents the PKCE verifier
 * after the secret).
 */
export function clientAuthenticatedForm(
  style: ClientAuthentication,
  app: AppCredentials,
  fields: Record<string, string>,
  afterCredentials: Record<string, string> = {},
): { auth?: PlatformAuth; form: Record<string, string> } {
  if (style.type === 'basic') {
    return {
      auth: basicAuth(app.clientId, app.clientSecret),
      form: { ...fields, ...afterCredentials },
    };
  }
  if (style.type === 'none') return { form: { ...fields, ...afterCredentials } };
  const form = {
    ...fields,
    [style.idField]: app.clientId,
    client_secret: app.clientSecret,
    ...afterCredentials,
  };
  if (style.order === 'after-grant') return { form };
  return { form: Object.fromEntries(Object.entries(form).sort(([a], [b]) => (a < b ? -1 : 1))) };
}
