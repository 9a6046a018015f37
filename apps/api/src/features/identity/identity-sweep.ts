import { MINUTE_MS } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { commitIsolating, errorText } from '../../lib/commit-isolating.js'
import { applyMoves, releaseStockOfUndocumentedHolds } from '../orders/order-moves.repo.js'
import { AWAITING, listHeldPastDeadline, listUndocumentedHoldsPast } from './identity.repo.js'
import { documentHoldMinutesOf, moveSettingsOf, type IdentityDeps } from './identity-service-deps.js'

// The identity sweep (leader only, every minute): held orders without documents give their stock back,
// held orders past their review deadline time out.

export function createIdentitySweep(deps: IdentityDeps) {
  const holdMinutes = documentHoldMinutesOf(deps)

  /**
   * Gives back the stock of held orders that received no document within the document hold
   * (docs/decisions/169): they keep waiting, without stock, until the review deadline.
   */
  async function releaseUndocumented(now: Date): Promise<number> {
    const placedBy = new Date(now.getTime() - holdMinutes * MINUTE_MS)
    const due = await listUndocumentedHoldsPast(deps.db, placedBy)
    let released = 0
    await commitIsolating(
      due,
      async (orders) => {
        released += await deps.db.transaction(async (tx) => {
          const marked = await releaseStockOfUndocumentedHolds(
            tx,
            orders.map((order) => order.id),
            now,
          )
          return marked.length
        })
      },
      {
        onFailure: async (order, error) =>
          deps.log.error(
            { err: error, orderId: order.id, reason: errorText(error) },
            'identity sweep: this held order could not give its stock back; the others did',
          ),
        databaseAnswers: () => deps.db.execute(sql`select 1`),
      },
    )
    return released
  }

  /**
   * Gives back the stock of held orders without documents past the document hold, and times out held orders
   * past their review deadline (decision 116): stock back, buyer mailed. Answers how many timed out.
   */
  async function sweep(): Promise<number> {
    if (!(await deps.isLeader())) return 0
    const now = deps.clock.now()
    await releaseUndocumented(now)
    const due = await listHeldPastDeadline(deps.db, now)
    let timedOut = 0
    // One order whose move cannot be written (its mail, a corrupt row) is logged and tried again next sweep;
    // it never holds back the others (lib/commit-isolating.ts).
    await commitIsolating(
      due,
      (orders) =>
        deps.db.transaction(async (tx) => {
          const { applied } = await applyMoves(
            tx,
            orders.map((order) => ({
              orderId: order.id,
              from: AWAITING,
              to: 'Timeout' as const,
              actor: 'system' as const,
              actorUserId: null,
            })),
            moveSettingsOf(deps),
          )
          timedOut += applied.size
        }),
      {
        onFailure: async (order, error) =>
          deps.log.error(
            { err: error, orderId: order.id, reason: errorText(error) },
            'identity sweep: this held order could not time out; the others did',
          ),
        databaseAnswers: () => deps.db.execute(sql`select 1`),
      },
    )
    return timedOut
  }

  return { sweep }
}
