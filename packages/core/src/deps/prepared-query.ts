import type { Database } from '@fanout/db/client';

/**
 * Builds a query's SQL once per database handle and shape, then reuses it with new placeholder
 * values. Drizzle otherwise rebuilds the text of a query on every call: for the post list (a large
 * JSON-writing query) that was about a sixth of a request's CPU (docs/architecture.md "Performance").
 * A shape is what changes the SQL text (e.g. with or without a cursor); keep the number of shapes
 * small and bounded, as each is also a prepared statement on every pooled connection.
 */
export function preparedQuery<Shape, Query>(
  build: (db: Database, shape: Shape) => Query,
  keyOf: (shape: Shape) => string = String,
): (db: Database, shape: Shape) => Query {
  const cache = new WeakMap<Database, Map<string, Query>>();
  return (db, shape) => {
    let built = cache.get(db);
    if (!built) {
      built = new Map();
      cache.set(db, built);
    }
    const key = keyOf(shape);
    let query = built.get(key);
    if (query === undefined) {
      query = build(db, shape);
      built.set(key, query);
    }
    return query;
  };
}
