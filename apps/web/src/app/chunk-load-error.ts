/**
 * How browsers and Vite word a failed fetch of a lazily loaded chunk: Chromium, Firefox, Safari,
 * and Vite's preload of the chunk's stylesheet. After a deploy the old chunk names are gone, so a
 * tab opened before it fails this way on its next navigation.
 */
const CHUNK_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** True when `error` is a lazily loaded page's code or stylesheet failing to arrive. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(message));
}
