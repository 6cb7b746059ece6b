import type { FakeRoute } from './fake-platform-server';

/**
 * Routes for a fake token (or revocation) endpoint: each a form POST to `path`, with
 * `authorization` when the platform authenticates the app by HTTP Basic. Tests still spell out
 * every form field, credentials included, so they check the wire and not our helpers.
 */
export function tokenEndpointRoutes(path: string, options: { authorization?: string } = {}) {
  return (route: {
    form: Record<string, string>;
    status?: number;
    answer: unknown;
  }): FakeRoute => ({
    method: 'POST',
    path,
    ...options,
    ...route,
  });
}

/** A token answer as most vendors send it: the token, `token_type: bearer`, its lifetime, extras. */
export function bearerTokenAnswer(
  accessToken: string,
  expiresIn: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, ...extra };
}
