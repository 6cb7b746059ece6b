import type { WebhookDelivery, WebhookEndpoint } from '@fanout/shared';

/** What an endpoint's badge and note say. */
export function endpointStateText(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>): {
  label: string;
  color: string;
  detail: string | null;
} {
  if (endpoint.enabled) return { label: 'Enabled', color: 'green', detail: null };
  if (endpoint.disabledReason === 'failing') {
    return {
      label: 'Turned off',
      color: 'red',
      detail:
        'Every delivery failed for 5 days, so Fanout turned this endpoint off. Fix the receiver, then enable it again.',
    };
  }
  return { label: 'Disabled', color: 'gray', detail: null };
}

const STATUS = {
  pending: { label: 'Pending', color: 'blue' },
  retrying: { label: 'Retrying', color: 'orange' },
  succeeded: { label: 'Succeeded', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
} as const;

/** A delivery's status badge, its next try, and the last answer in a few words. */
export function deliveryStatusText(
  delivery: Pick<
    WebhookDelivery,
    'status' | 'nextAttemptAt' | 'lastStatusCode' | 'lastLatencyMs' | 'attempts'
  >,
  timeZone?: string,
): { label: string; color: string; detail: string | null; answer: string } {
  const { label, color } = STATUS[delivery.status];
  const detail =
    delivery.status === 'retrying' && delivery.nextAttemptAt
      ? `Next try ${new Date(delivery.nextAttemptAt).toLocaleString(undefined, timeZone ? { timeZone } : {})}`
      : null;
  const answer =
    delivery.attempts === 0
      ? '—'
      : `${delivery.lastStatusCode ?? 'No answer'}${delivery.lastLatencyMs === null ? '' : ` in ${delivery.lastLatencyMs} ms`}`;
  return { label, color, detail, answer };
}
