/** The single row an INSERT ... RETURNING or a lookup by key must yield; throws if the database gave none. */
export function one<T>(rows: T[], what: string): T {
  const row = rows[0]
  if (row === undefined) throw new Error(`expected one ${what} row, got none`)
  return row
}

/**
 * Rows of a raw `db.execute(sql\`...\`)`. Both drivers (node-postgres and PGlite) answer `{ rows }`; the shared
 * Db type cannot know which, so the shape is checked here rather than cast at every call.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[]
  }
  throw new Error('unexpected result of a raw query: no rows array')
}
