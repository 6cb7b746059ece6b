import { z } from 'zod';

/**
 * What an API key may do (ADR 0092): one list, read by the key schemas, the server's scope guard,
 * the OpenAPI document and the Developer page. `admin` is granted only by an administrator, and
 * reaches the admin routes only while its owner is still one.
 */
export const API_KEY_SCOPES = [
  'posts:read',
  'posts:write',
  'accounts:read',
  'media:write',
  'analytics:read',
  'webhooks:manage',
  'admin',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  message: `Unknown scope: the scopes are ${API_KEY_SCOPES.join(', ')}`,
});

/** The scope only an administrator may put on a key. */
export const ADMIN_API_KEY_SCOPE = 'admin' satisfies ApiKeyScope;

/** What each scope lets a key do, as the Developer page and the docs say it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'posts:read': 'Read posts, the queue and the calendar',
  'posts:write': 'Create, edit, schedule and delete posts',
  'accounts:read': 'Read connected accounts and groups',
  'media:write': 'Upload and delete media',
  'analytics:read': 'Read analytics',
  'webhooks:manage': 'Manage webhook endpoints',
  admin: 'Administration (administrators only)',
};

/** The prefix every key starts with, so secret scanners recognise a leaked one. */
export const API_KEY_PREFIX = 'fo_live_';

/** At most this many live keys per user. */
export const API_KEYS_PER_USER_MAX = 50;
