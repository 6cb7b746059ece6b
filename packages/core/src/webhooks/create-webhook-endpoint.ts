import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { webhookEndpoints } from '@fanout/db/schema';
import {
  AppError,
  WEBHOOK_ENDPOINTS_PER_USER,
  type CreateWebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { auditEndpointChange } from './audit-endpoint-change';
import { toWebhookEndpoint } from './owned-endpoint';
import { assertWebhookUrlAllowed } from './webhook-address';
import { newWebhookSecret, webhookSecretContext } from './webhook-secret';
import { webhookSettings } from './webhook-settings';

/**
 * Registers an endpoint (ADR 0094): its URL checked (https, a public address unless the operator
 * allows private ones), at most WEBHOOK_ENDPOINTS_PER_USER per user, a new `whsec_` secret stored
 * encrypted. The answer is the only one that carries the secret, besides a rotation's.
 */
export async function createWebhookEndpoint(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: ServiceOptions<CreateWebhookEndpointInput> & { client?: ClientAddress | undefined },
): Promise<WebhookEndpointWithSecret> {
  const settings = webhookSettings(deps);
  await assertWebhookUrlAllowed(input.url, {
    allowPrivate: settings.allowPrivateAddresses,
    ...(deps.webhookResolver ? { resolve: deps.webhookResolver } : {}),
  });
  const id = randomUUID();
  const secret = newWebhookSecret();
  const now = nowOf(deps);
  const row = await deps.db.transaction(async (tx) => {
    // Counted under the user's row lock, so parallel creates cannot pass the limit together.
    await tx.execute(sql`select 1 from users where id = ${actor.userId} for no key update`);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, actor.userId));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_PER_USER) {
      throw new AppError(
        'BAD_REQUEST',
        `You can have at most ${WEBHOOK_ENDPOINTS_PER_USER} webhook endpoints; delete one first`,
      );
    }
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        userId: actor.userId,
        url: input.url,
        events: input.events,
        description: input.description ?? '',
        secretEnc: deps.vault.encrypt(secret, webhookSecretContext.current(id)),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new AppError('INTERNAL', 'The endpoint was not stored');
    await auditEndpointChange(tx, {
      actorId: actor.userId,
      action: 'webhook_endpoint.created',
      endpoint: inserted,
      after: { url: inserted.url, events: inserted.events, enabled: inserted.enabled },
      client,
    });
    return inserted;
  });
  return { ...toWebhookEndpoint(row), secret };
}
