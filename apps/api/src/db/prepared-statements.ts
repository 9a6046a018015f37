import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
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

// The same dialect (and casing) the drizzle instances of db/client.ts use, to turn a raw `sql` into its text.
const dialect = new PgDialect({ casing: 'snake_case' })

/**
 * A label with more texts than this embeds a value in its SQL instead of passing it as a parameter: each run
 * would prepare a new statement that every connection keeps until it closes.
 */
export const MAX_SHAPES_PER_LABEL = 8
const shapesOf = new Map<string, Set<string>>()

/**
 * Runs a raw `sql` statement as a named prepared statement, for a hot write (placing an order) whose text is
 * long and whose shapes are few: PostgreSQL then parses it once per connection instead of on every run, and
 * plans it once it has seen it a few times (docs/decisions/142). The name is derived from the text, so two
 * shapes never share one. Answers the driver's result, as `db.execute` does.
 */
export async function executePrepared(db: DbOrTx, label: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query)
  const name = `${label}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`
  let shapes = shapesOf.get(label)
  if (!shapes) shapesOf.set(label, (shapes = new Set()))
  if (!shapes.has(name)) {
    if (shapes.size >= MAX_SHAPES_PER_LABEL)
      throw new Error(
        `prepared statement ${label} has more than ${MAX_SHAPES_PER_LABEL} texts: a value is not a parameter`,
      )
    shapes.add(name)
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute()
}
