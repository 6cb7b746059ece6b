import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '@fanout/db/schema';
import { AppError, type WebhookEndpointWithSecret } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { auditEndpointChange } from './audit-endpoint-change';
import { findOwnedEndpoint, toWebhookEndpoint } from './owned-endpoint';
import { newWebhookSecret, webhookSecretContext } from './webhook-secret';
import { webhookSettings } from './webhook-settings';

/**
 * A new secret becomes current (and is shown, once); the one it replaces keeps signing beside it
 * for `rotationOverlapMs` (24 h), so a receiver can switch without refusing a delivery. A second
 * rotation within the overlap drops the oldest secret.
 */
export async function rotateWebhookSecret(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<{ id: string }> & { client?: ClientAddress | undefined },
): Promise<WebhookEndpointWithSecret> {
  const current = await findOwnedEndpoint(deps.db, actor, input.id);
  const previous = deps.vault.decrypt(current.secretEnc, webhookSecretContext.current(current.id));
  const secret = newWebhookSecret();
  const now = nowOf(deps);
  const row = await deps.db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(webhookEndpoints)
      .set({
        secretEnc: deps.vault.encrypt(secret, webhookSecretContext.current(current.id)),
        previousSecretEnc: deps.vault.encrypt(previous, webhookSecretContext.previous(current.id)),
        previousSecretExpiresAt: new Date(now.getTime() + webhookSettings(deps).rotationOverlapMs),
        updatedAt: now,
      })
      // The secret read above is still the current one: two rotations at once keep one result.
      .where(
        and(
          eq(webhookEndpoints.id, current.id),
          eq(webhookEndpoints.userId, actor.userId),
          eq(webhookEndpoints.secretEnc, current.secretEnc),
        ),
      )
      .returning();
    if (!rotated) throw new AppError('CONFLICT', 'The secret was rotated meanwhile; try again');
    await auditEndpointChange(tx, {
      actorId: actor.userId,
      action: 'webhook_endpoint.secret_rotated',
      endpoint: rotated,
      client,
    });
    return rotated;
  });
  return { ...toWebhookEndpoint(row), secret };
}
