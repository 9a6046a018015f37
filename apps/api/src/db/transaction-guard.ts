import { AsyncLocalStorage } from 'node:async_hooks'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'

// PGlite has one connection: a statement asked of the database itself (not of the open transaction) waits
// until every open transaction has ended. Asked from inside a transaction, it waits for its own transaction,
// which waits for it: the shop would hang with no error, every later request queued behind it. On PostgreSQL
// the same code runs on a second pooled connection, outside the transaction, which is no better (it does not
// see the transaction's rows, and may wait on its locks). So such a call fails at once, with a stack that
// names it (docs/decisions/271).

export class OutsideTransactionError extends Error {
  constructor(method: string) {
    super(
      `the database was asked (${method}) outside the transaction open in this same call chain: use the transaction's handle`,
    )
    this.name = 'OutsideTransactionError'
  }
}

/** Which database's transaction the current call chain is inside: another database (a second instance in
 * a test) may still be asked. */
const insideTransactionOf = new AsyncLocalStorage<object>()

function refuseInside(database: object, method: string): void {
  if (insideTransactionOf.getStore() === database) throw new OutsideTransactionError(method)
}

/** Runs `fn` as the body of a transaction or locked session of `database`: its own handle is refused inside. */
export function asTransactionBody<T>(database: object, fn: () => Promise<T>): Promise<T> {
  return insideTransactionOf.run(database, fn)
}

/** Makes `client`'s own query, exec and transaction throw when called from inside one of its transactions. */
export function guardPglite(client: PGlite): void {
  const refuse = (method: string) => refuseInside(client, method)
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = ((...args: Parameters<PGlite['query']>) => {
    refuse('query')
    return query(...args)
  }) as PGlite['query']
  client.exec = (...args: Parameters<PGlite['exec']>) => {
    refuse('exec')
    return exec(...args)
  }
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => {
    refuse('transaction')
    return transaction((tx) => asTransactionBody(client, () => callback(tx)))
  }) as PGlite['transaction']
}

interface TransactionRunner {
  transaction: (callback: (tx: never) => Promise<unknown>, config?: never) => Promise<unknown>
}

/**
 * The same refusal on PostgreSQL (outside production), so the API suite, which CI runs there, finds the call
 * before an embedded database hangs on it: the pool's own query and connect throw inside a transaction of `db`.
 */
export function guardPool(pool: pg.Pool, db: TransactionRunner): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  const transaction = db.transaction.bind(db)
  ;(pool as { query: unknown }).query = (...args: unknown[]) => {
    refuseInside(pool, 'query')
    return query(...args)
  }
  ;(pool as { connect: unknown }).connect = (...args: unknown[]) => {
    refuseInside(pool, 'transaction')
    return connect(...args)
  }
  db.transaction = (callback, config) =>
    transaction((tx) => asTransactionBody(pool, () => callback(tx)), config)
}
