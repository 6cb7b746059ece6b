import type { SearchParser, SearchSerializer } from '@tanstack/react-router';

/*
 * Search params stay plain strings. The router's default JSON parsing would turn a reset token
 * such as "123" or "1e5" into a number and a returnTo of "null" into null; our search params
 * (returnTo, token) are opaque text, so they are read and written as text.
 */

export const parseSearch: SearchParser = (searchStr) =>
  Object.fromEntries(new URLSearchParams(searchStr));

export const stringifySearch: SearchSerializer = (search) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** validateSearch helper: the named param as a string, or undefined when absent or empty. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
