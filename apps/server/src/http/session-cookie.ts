// The cookie plugin's request/reply augmentations, visible wherever this file is type-checked (also from the web app).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@fanout/runtime';

/** `__Host-` needs Secure, so the prefix is used only when the product is served over HTTPS. */
export function sessionCookieName(config: Pick<AppConfig, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-fanout_session' : 'fanout_session';
}

export function readSessionCookie(request: FastifyRequest, config: AppConfig): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
  });
}
