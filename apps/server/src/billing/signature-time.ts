/**
 * Whether a `Stripe-Signature` header (`t=<unix seconds>,v1=…`) is dated more than `tolerance`
 * seconds after now. Stripe's SDK checks only the age of a signature; a future date would let a
 * captured delivery be replayed for as long as it lies ahead (ADR 0065).
 */
export function signedInTheFuture(header: string, toleranceSeconds: number, nowMs = Date.now()) {
  const stamp = header
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='));
  const seconds = Number(stamp?.slice(2));
  if (!Number.isFinite(seconds)) return true;
  return seconds - Math.floor(nowMs / 1000) > toleranceSeconds;
}
