import { randomBytes } from 'node:crypto';

/** Standard Webhooks' secret form: `whsec_` and the base64 of 24–32 random bytes (here 32). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Where an endpoint's secrets live, as the vault's context: a ciphertext copied to another endpoint
 * (or from the previous slot to the current one) does not decrypt.
 */
export const webhookSecretContext = {
  current: (endpointId: string) => `webhook_endpoint:${endpointId}:secret`,
  previous: (endpointId: string) => `webhook_endpoint:${endpointId}:previous_secret`,
};
