export {
  claimIdempotencyKey,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENCY_WAIT_MS,
  type IdempotencyClaim,
} from './claim-idempotency-key';
export { completeIdempotencyKey, releaseIdempotencyKey } from './settle-idempotency-key';
export { purgeExpiredIdempotencyKeys } from './purge-expired-idempotency-keys';
