import { API_ENDPOINTS, btcToSats, SECOND_MS, satsToBtc } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import type { Db } from '../../db/client.js'
import { orderPayments, orders } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { confirmationsAt } from './chain/chain-backend.js'
import type { SimulatedChain } from './chain/simulated.js'
import type { PaymentWatcher } from './watcher/watcher.js'

/** Any backend but the simulated one (Esplora, Electrum) sees only real payments. */
export const REAL_CHAIN_MESSAGE =
  'This shop watches a real chain (CHAIN_BACKEND=esplora or electrum, or ESPLORA_URL set): simulated payments are off.'

export interface DevRoutesDeps {
  db: Db
  clock: Clock
  simulated: SimulatedChain | null
  watcher: PaymentWatcher
  /** Moves the shop's clock forward; absent when the clock cannot move (it never is in production). */
  advanceClock?: ((ms: number) => void) | undefined
  /** The refunds sweep, run on demand by the browser journeys instead of waiting for its timer. */
  refunds?: { sweep(): Promise<{ created: number }> } | undefined
}

/**
 * docs/architecture.md#orders-stock-and-payment: development-only calls that drive the simulated chain and the clock, for `npm run pay` and the
 * browser tests. app.ts registers them only when NODE_ENV is not production, so there they are a 404.
 * Each call runs one watcher cycle afterwards, so the order's status follows at once.
 */
export const devRoutes =
  (deps: DevRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const chain = (): SimulatedChain => {
      if (!deps.simulated) {
        throw conflict(REAL_CHAIN_MESSAGE)
      }
      return deps.simulated
    }

    endpointRoute(app, API_ENDPOINTS.devSimulatePayment, {
      docs: {
        tags: ['Development'],
        summary: "Pays an order's address on the simulated chain (development only)",
      },
      handler: async (request) => {
        const simulated = chain()
        const [payment] = await deps.db
          .select({ address: orderPayments.address })
          .from(orderPayments)
          .innerJoin(orders, eq(orders.id, orderPayments.orderId))
          .where(eq(orders.orderUniqueId, request.body.orderUniqueId))
        if (!payment) throw notFound('No order with a payment address has this id.')
        const txid = await simulated.pay(
          payment.address,
          btcToSats(request.body.amountBtc),
          request.body.confirmations,
        )
        await deps.watcher.tick()
        return { success: true as const, data: { txid } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.devMine, {
      docs: {
        tags: ['Development'],
        summary: 'Mines blocks on the simulated chain (development only)',
      },
      handler: async (request) => {
        const height = await chain().mine(request.body.blocks)
        await deps.watcher.tick()
        return { success: true as const, data: { height } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.devDropTransaction, {
      docs: {
        tags: ['Development'],
        summary:
          'Removes an unconfirmed transaction, as a replacement or double spend would (development only)',
      },
      handler: async (request) => {
        await chain().dropTransaction(request.body.txid)
        await deps.watcher.tick()
        return { success: true as const, data: { txid: request.body.txid } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.devReorg, {
      docs: {
        tags: ['Development'],
        summary:
          'Orphans the last blocks of the simulated chain: their transactions go back to the mempool, or leave it when listed (development only)',
      },
      handler: async (request) => {
        const result = await chain().reorg(request.body.blocks, request.body.dropTxids)
        await deps.watcher.tick()
        return { success: true as const, data: result }
      },
    })

    endpointRoute(app, API_ENDPOINTS.devRefundSweep, {
      docs: {
        tags: ['Development'],
        summary:
          'Runs the refunds sweep now: money owed becomes refunds, payouts on the chain are marked paid',
      },
      handler: async () => {
        if (!deps.refunds) throw conflict('This shop runs no refunds sweep.')
        await deps.watcher.tick()
        return { success: true as const, data: await deps.refunds.sweep() }
      },
    })

    endpointRoute(app, API_ENDPOINTS.devAdvanceClock, {
      docs: {
        tags: ['Development'],
        summary: "Moves the shop's clock forward, so payment windows can be tried without waiting",
      },
      handler: async (request) => {
        if (!deps.advanceClock) throw conflict('This clock cannot be moved.')
        deps.advanceClock(request.body.seconds * SECOND_MS)
        await deps.watcher.tick()
        return { success: true as const, data: { now: deps.clock.now().toISOString() } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.devExplorerAddress, {
      docs: {
        tags: ['Development'],
        summary:
          "An address on the simulated chain, as a block explorer shows it: the payment page's Check Payment in development",
      },
      handler: async (request) => {
        const simulated = chain()
        const [transactions, tipHeight] = await Promise.all([
          simulated.addressTransactions(request.params.address),
          simulated.tipHeight(),
        ])
        const received = (tx: (typeof transactions)[number]) =>
          tx.outputs.reduce((sum, output) => sum + output.valueSats, 0n)
        return {
          success: true as const,
          data: {
            chain: 'simulated' as const,
            address: request.params.address,
            tipHeight,
            totalReceived: satsToBtc(transactions.reduce((sum, tx) => sum + received(tx), 0n)),
            transactions: transactions.map((tx) => ({
              txid: tx.txid,
              amount: satsToBtc(received(tx)),
              confirmations: confirmationsAt(tx.confirmedHeight, tipHeight),
              blockHeight: tx.confirmedHeight,
            })),
          },
        }
      },
    })
  }
