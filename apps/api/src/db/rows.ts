/** The single row an INSERT ... RETURNING or a lookup by key must yield; throws if the database gave none. */
export function one<T>(rows: T[], what: string): T {
  const row = rows[0]
  if (row === undefined) throw new Error(`expected one ${what} row, got none`)
  return row
}
