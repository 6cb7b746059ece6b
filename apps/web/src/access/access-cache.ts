/** Spec 001 §6 / §9: permission answers go stale after 5 minutes and are kept for 10. */
export const ACCESS_CACHE = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
} as const;
