import { z } from 'zod';

/**
 * What the audit log records (ADR 0050): every administrator's action and every
 * security-relevant event, one list so the writer, the filters and the page agree.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_changed',
  'auth.password_reset',
  'auth.email_verified',
  'auth.email_changed',
  'auth.sessions_ended',
  'account.profile_updated',
  'account.settings_changed',
  'admin.role_granted',
  'admin.role_revoked',
  'admin.user_suspended',
  'admin.user_reactivated',
  'admin.credits_adjusted',
  'admin.menu_access_changed',
  'admin.permission_created',
  'admin.menu_created',
  'catalog.plan_created',
  'catalog.plan_updated',
  'catalog.plan_deleted',
  'catalog.package_created',
  'catalog.package_updated',
  'catalog.package_deleted',
  'account.deletion_requested',
  'account.deletion_confirmed',
  'account.deleted',
  // Written by the database's erasure function only (ADR 0065): a deleted user's email replaced.
  'account.email_pseudonymised',
  // API keys (ADR 0092): made, revoked (by the owner or an administrator), and each change made with one.
  'api_key.created',
  'api_key.revoked',
  'api_key.used',
  // Outgoing webhook endpoints (ADR 0094): where a user's events go, and the secret that signs them.
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.deleted',
  'webhook_endpoint.secret_rotated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** What an audit row is about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'role',
  'permission',
  'menu',
  'plan',
  'package',
  'session',
  'api_key',
  'webhook_endpoint',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);
