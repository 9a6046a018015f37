import type { DbOrTx } from './client.js'

// A hot read (a catalog page, a product page) built by drizzle on every request spent more CPU building its
// SQL than reading its rows, and PostgreSQL parsed and planned the same text each time (docs/decisions/138).
// Prepared once, it is built once per process; PostgreSQL parses it once per connection and, after a few runs,
// keeps one generic plan.

const statementsOf = new WeakMap<DbOrTx, Map<string, unknown>>()

/**
 * The statement `name` of this database (or transaction), prepared by `prepare(name)` on its first use.
 * PostgreSQL keys a prepared statement by its name on each connection, so `name` must differ for every text
 * `prepare` can build: it names the shape and the language of the query.
 */
export function preparedStatement<T>(db: DbOrTx, name: string, prepare: (name: string) => T): T {
  let statements = statementsOf.get(db)
  if (!statements) statementsOf.set(db, (statements = new Map()))
  if (!statements.has(name)) statements.set(name, prepare(name))
  // The map holds whatever each name's `prepare` returned; one name is only ever prepared by one call site.
  return statements.get(name) as T
}
