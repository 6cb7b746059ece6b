/** Endpoints one user may register. */
export const WEBHOOK_ENDPOINTS_PER_USER = 20;
/** A URL's length, bounded like any input. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Deliveries on one page of an endpoint's log. */
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
/** The statuses a delivery shows (the database's CHECK too). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** Why an endpoint was switched off by the product (null while on, or switched off by its owner). */
export const WEBHOOK_DISABLED_REASONS = ['failing', 'manual'] as const;
