import type { FastifyRequest } from 'fastify';
import type { OAuthRefusal } from '../http/platform-errors';
import { basicCredentials, field } from '../http/request-fields';

/**
 * How a platform's token (and revoke) endpoint authenticates the app (RFC 6749 §2.3.1), and the
 * error it answers, with 401, when the credentials are missing.
 */
export type ClientAuthentication =
  /** `client_id` (TikTok: `client_key`) and `client_secret` as form fields: LinkedIn, TikTok. */
  | { style: 'body'; idField?: 'client_id' | 'client_key'; refused: OAuthRefusal }
  /**
   * HTTP Basic `client_id:client_secret`: X, Pinterest. `bodyIdMismatch`: X also reads a body
   * `client_id`, and refuses one that names another client than the header.
   */
  | { style: 'basic'; refused: OAuthRefusal; bodyIdMismatch?: OAuthRefusal }
  /** Google: either, each credential taken from the body first, then from the header. */
  | { style: 'body-or-basic'; refused: OAuthRefusal };

export type ClientCheck = { ok: true; clientId: string } | { ok: false; refusal: OAuthRefusal };

/** The client a token request authenticates as, or the platform's refusal to send. */
export function authenticateClient(
  request: FastifyRequest,
  auth: ClientAuthentication,
): ClientCheck {
  const body = request.body;
  const refused = { ok: false, refusal: auth.refused } as const;
  switch (auth.style) {
    case 'body': {
      const clientId = field(body, auth.idField ?? 'client_id');
      return clientId && field(body, 'client_secret') ? { ok: true, clientId } : refused;
    }
    case 'basic': {
      const client = basicCredentials(request);
      if (!client) return refused;
      const bodyClientId = field(body, 'client_id');
      if (auth.bodyIdMismatch && bodyClientId !== undefined && bodyClientId !== client.clientId) {
        return { ok: false, refusal: auth.bodyIdMismatch };
      }
      return { ok: true, clientId: client.clientId };
    }
    case 'body-or-basic': {
      const basic = basicCredentials(request);
      const clientId = field(body, 'client_id') ?? basic?.clientId;
      const clientSecret = field(body, 'client_secret') ?? basic?.clientSecret;
      return clientId && clientSecret ? { ok: true, clientId } : refused;
    }
  }
}
