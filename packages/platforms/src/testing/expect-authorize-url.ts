import { expect } from 'vitest';

/** Asserts `url` is the consent page `page` (origin and path) with exactly the `query` given. */
export function expectAuthorizeUrl(url: string, page: string, query: Record<string, string>): void {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(page);
  expect(Object.fromEntries(parsed.searchParams)).toEqual(query);
}
