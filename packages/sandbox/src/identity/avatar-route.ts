import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_NAME_PATTERN, identityOf } from './account-identity';
import { escapeHtml } from '../http/html-page';
import type { SandboxContext } from '../sandbox-context';

/** The profile picture URL of a sandbox account: served by the sandbox itself, so it works offline. */
export function avatarUrl(
  ctx: SandboxContext,
  request: FastifyRequest,
  platform: string,
  account: string,
): string {
  return `${ctx.baseUrl(request)}/avatars/${platform}/${encodeURIComponent(account)}`;
}

/** `GET /avatars/{platform}/{account}`: an SVG of the account's initials on a colour of its own. */
export function registerAvatarRoute(app: FastifyInstance): void {
  app.get<{ Params: { platform: string; account: string } }>(
    '/avatars/:platform/:account',
    async (request, reply) => {
      const { platform, account } = request.params;
      if (!/^[a-z]{1,20}$/.test(platform) || !ACCOUNT_NAME_PATTERN.test(account)) {
        return reply.code(404).send({ error: 'not_found', error_description: 'No such avatar' });
      }
      const words = identityOf(account).displayName.split(' ');
      const initials = words
        .slice(0, 2)
        .map((word) => word.charAt(0))
        .join('');
      const hue =
        createHash('sha256').update(`${platform}:${account.toLowerCase()}`).digest()[0] ?? 0;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <rect width="200" height="200" fill="hsl(${Math.round((hue * 360) / 256)} 55% 45%)"/>
  <text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif"
    font-size="80" font-weight="600" fill="#fff">${escapeHtml(initials)}</text>
</svg>
`;
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(svg);
    },
  );
}
