import type { WEBHOOK_WIRE_TYPES } from '@fanout/shared';

export type WebhookWireType = (typeof WEBHOOK_WIRE_TYPES)[number];
