import {
  type OwnerSellBackQuote,
  type ReceiveSellBackBody,
  SELL_BACK_OPEN_STATES,
  type SellBackDecisionBody,
  type SellBackState,
  sellBackTotalFils,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { badRequest } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { assertQuoteMove, lockQuote, mailBuyer, readQuote, toOwnerQuote } from './sell-back-quote-steps.js'
import type { SellBackServiceDeps } from './sell-back-service-deps.js'
import { expireQuotes, listQuotes, updateQuote } from './sell-back.repo.js'

// The owner's list of quotes and their moves up to payment (docs/architecture.md#sell-back): accept or refuse,
// then receive the items; each move audited and mailed. The payment is sell-back-payout.ts.

const OPEN = sql.raw(`(${SELL_BACK_OPEN_STATES.map((state) => `'${state}'`).join(', ')})`)

export function createOwnerSellBackMoves(deps: SellBackServiceDeps) {
  const { db, clock } = deps

  return {
    /** Quotes for the owner, newest first: the ones still to act on by default. */
    async listForOwner(filter: 'open' | 'all'): Promise<OwnerSellBackQuote[]> {
      await expireQuotes(db, clock.now())
      const where = filter === 'open' ? sql`q.state in ${OPEN}` : sql`true`
      return (await listQuotes(db, where)).map(toOwnerQuote)
    },

    /**
     * Accepts a requested quote while its price is held (with where to bring or send the items), or refuses a
     * requested or accepted one (with why). A quote past its hold is expired, and 409.
     */
    async decide(
      actor: { id: number },
      quoteId: number,
      body: SellBackDecisionBody,
    ): Promise<OwnerSellBackQuote> {
      const to: SellBackState = body.decision === 'accept' ? 'accepted' : 'refused'
      await db.transaction(async (tx) => {
        const row = await lockQuote(tx, clock, quoteId, null)
        assertQuoteMove(row, to, 'owner', to)
        const now = clock.now()
        await updateQuote(tx, quoteId, {
          state: to,
          at: now,
          ownerNote: body.note,
          decidedByUserId: actor.id,
        })
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: `sellBack.${body.decision}`,
          entityType: 'sell_back',
          entityId: quoteId,
          before: { state: row.state },
          after: { state: to, note: body.note },
          at: now,
        })
        await mailBuyer(
          tx,
          row,
          to === 'accepted' ? 'accepted' : 'refused',
          { note: body.note, publicUrl: deps.mail.publicUrl },
          now,
        )
      })
      return toOwnerQuote(await readQuote(db, quoteId))
    },

    /** The items arrived and were inspected: the units taken (at most those quoted) at the locked unit price. */
    async receive(
      actor: { id: number },
      quoteId: number,
      body: ReceiveSellBackBody,
    ): Promise<OwnerSellBackQuote> {
      await db.transaction(async (tx) => {
        const row = await lockQuote(tx, clock, quoteId, null)
        assertQuoteMove(row, 'received', 'owner', 'received')
        if (body.units > row.units) {
          const message = `At most the ${row.units} units quoted.`
          throw badRequest(message, { body: [{ path: ['units'], message }] })
        }
        const now = clock.now()
        await updateQuote(tx, quoteId, {
          state: 'received',
          at: now,
          units: body.units,
          receivedByUserId: actor.id,
          ...(body.note ? { ownerNote: body.note } : {}),
        })
        const totalFils = sellBackTotalFils(row.unitPriceFils, body.units)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'sellBack.received',
          entityType: 'sell_back',
          entityId: quoteId,
          before: { state: row.state, units: row.units, totalFils: row.totalFils },
          after: { state: 'received', units: body.units, totalFils, note: body.note },
          at: now,
        })
        await mailBuyer(
          tx,
          { ...row, units: body.units, totalFils },
          'received',
          { note: body.note, publicUrl: deps.mail.publicUrl },
          now,
        )
      })
      return toOwnerQuote(await readQuote(db, quoteId))
    },
  }
}
