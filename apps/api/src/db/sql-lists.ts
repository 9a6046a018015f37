import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

// A list of ids or addresses goes to PostgreSQL as ONE array parameter. drizzle's inArray writes one bind
// parameter per value, which grows the statement with the list and fails past 65,535 values ("bind message
// has N parameter formats"); see docs/decisions/078.

export type SqlArrayType = 'int' | 'bigint' | 'text' | 'uuid'

/** `column = any($1::type[])` with the whole list as one parameter; an empty list matches nothing. */
export function anyOfList(column: SQLWrapper, values: readonly (number | string)[], type: SqlArrayType): SQL {
  return sql`${column} = any(${arrayParam(values, type)})`
}

/** The list as one typed array parameter, e.g. for `unnest(...)`. */
export function arrayParam(values: readonly (number | string | null)[], type: SqlArrayType): SQL {
  return sql`${sql.param([...values])}::${sql.raw(type)}[]`
}
