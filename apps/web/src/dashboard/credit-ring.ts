import { formatCount } from '@fanout/shared';

/** Spec 000 §9: the credit ring is full at 100 credits. */
export const CREDIT_RING_FULL = 100;

/** Spec 000 §2: credits / 100 as a percent, capped at 100 (and never below 0). */
export function creditRingPercent(credits: number): number {
  if (!Number.isFinite(credits) || credits <= 0) return 0;
  return Math.min((credits / CREDIT_RING_FULL) * 100, 100);
}

/** 'N Credits', as the spec writes it. */
export function creditsLabel(credits: number): string {
  return `${formatCount(credits)} Credits`;
}
