/**
 * How often pages showing posts refetch while open, so scheduled posts turn Published (or Failed)
 * without a reload. React Query pauses it while the tab is in the background.
 */
export const LIVE_REFRESH_MS = 5_000;
