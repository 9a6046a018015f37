import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../apps/api/src/db/client.js'
import { orderPayments, orders, users } from '../../apps/api/src/db/schema/index.js'
import { createSessionTokens } from '../../apps/api/src/features/auth/session-tokens.js'
import { hashPassword } from '../../apps/api/src/lib/passwords.js'
import { systemClock } from '../../apps/api/src/lib/clock.js'
import { txidOf, type Tx } from '../../chaos/esplora.js'
import { JWT_SECRET, orderBody } from '../../chaos/lib.js'
import type { Answer, Proxy } from './https.js'

// What the drill's shoppers do through Caddy: sign in (a session row and token, as login issues them), place
// orders with an Idempotency-Key, and pay them on the Esplora stand-in's chain.

export type Product = Parameters<typeof orderBody>[1]

export interface Buyer {
  id: number
  headers: Record<string, string>
  /** The loopback address this shopper connects from (its own client IP for the per-IP limits). */
  from: string
  /** Orders it may still place: an account holds at most 3 unpaid ones (MAX_OPEN_ORDERS_PER_USER). */
  left: number
}

/** `count` verified shoppers straight in the database, one password hash for all (argon2 is slow on purpose). */
export async function createBuyers(
  database: Database,
  count: number,
  firstAddress: number,
): Promise<Buyer[]> {
  const passwordHash = await hashPassword('drill password, never used to sign in')
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Layla',
        lastName: 'Haddad',
        email: `drill-${i}-${randomUUID().slice(0, 8)}@example.com`,
        passwordHash,
        role: 'User' as const,
        isVerified: true,
      })),
    )
    .returning()
  const tokens = createSessionTokens({ db: database.db, clock: systemClock, secret: JWT_SECRET })
  const buyers: Buyer[] = []
  for (const [i, user] of rows.entries()) {
    const session = await tokens.issue(database.db, user)
    buyers.push({
      id: user.id,
      headers: { authorization: `Bearer ${session.accessToken}` },
      from: `127.0.0.${firstAddress + (i % 200)}`,
      left: 3,
    })
  }
  return buyers
}

export interface Placed {
  orderUniqueId: string
  address: string
  sats: bigint
  buyer: Buyer
}

/** create-order through the proxy with an Idempotency-Key; the answer. */
export function createOrder(proxy: Proxy, buyer: Buyer, product: Product, key: string): Promise<Answer> {
  return proxy.call('POST', '/api/v1/order/create-order', {
    headers: { ...buyer.headers, 'idempotency-key': key },
    body: orderBody(buyer.id, product),
    from: buyer.from,
  })
}

export const orderIdOf = (answer: Answer): string | null =>
  (answer.body as { data?: { orderPayment?: { orderUniqueId?: string } } } | null)?.data?.orderPayment
    ?.orderUniqueId ?? null

/** Places one order (201 expected) and reads its address and amount. */
export async function placeOrder(
  proxy: Proxy,
  database: Database,
  buyer: Buyer,
  product: Product,
): Promise<Placed> {
  buyer.left -= 1
  const answer = await createOrder(proxy, buyer, product, randomUUID())
  const orderUniqueId = orderIdOf(answer)
  if (answer.status !== 201 || !orderUniqueId) {
    throw new Error(`create-order answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`)
  }
  const [row] = await database.db
    .select({ address: orderPayments.address, sats: orderPayments.amountExpectedSats })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.orderUniqueId, orderUniqueId))
  return { orderUniqueId, address: row!.address, sats: row!.sats, buyer }
}

export type Chain = { state: { tip: number; txs: Tx[] } }

/** A payment to `address`: in the mempool, or in a new block (then every mempool payment is mined too). */
export function pay(chain: Chain, address: string, sats: bigint, mined: boolean): void {
  chain.state.txs.push({ txid: txidOf(), address, sats, height: null })
  if (mined) mine(chain)
}

export function mine(chain: Chain): void {
  chain.state.tip += 1
  for (const tx of chain.state.txs) if (tx.height === null) tx.height = chain.state.tip
}

export async function statusOf(database: Database, orderUniqueId: string): Promise<string> {
  const [row] = await database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.orderUniqueId, orderUniqueId))
  return row?.status ?? 'missing'
}
