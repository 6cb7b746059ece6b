import type { Database } from '@fanout/db/client';

/**
 * Builds a query's SQL once per database handle and variant, then reuses it with new placeholder
 * values. Drizzle otherwise rebuilds the text of a query on every call: for the post list (a large
 * JSON-writing query) that was about a sixth of a request's CPU (docs/architecture.md "Performance").
 * Variants are the query's shapes (e.g. with or without a cursor), never its values.
 */
export function preparedQuery<Variant extends string, Query>(
  build: (db: Database, variant: Variant) => Query,
): (db: Database, variant: Variant) => Query {
  const cache = new WeakMap<Database, Map<Variant, Query>>();
  return (db, variant) => {
    let built = cache.get(db);
    if (!built) {
      built = new Map();
      cache.set(db, built);
    }
    let query = built.get(variant);
    if (query === undefined) {
      query = build(db, variant);
      built.set(variant, query);
    }
    return query;
  };
}
