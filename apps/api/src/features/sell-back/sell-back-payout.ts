import {
  type OwnerSellBackQuote,
  type PaySellBackBody,
  sellBackPayoutSats,
  type SellBackState,
} from '@shop/contract'
import { conflict, unavailable } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { recordSellBackRefund, refundClaimUrl } from '../refunds/refund-records.js'
import { assertQuoteMove, lockQuote, mailBuyer, readQuote, toOwnerQuote } from './sell-back-quote-steps.js'
import type { SellBackServiceDeps } from './sell-back-service-deps.js'
import { updateQuote } from './sell-back.repo.js'

// The payment of a received quote (docs/architecture.md#sell-back): in cash at once, or in bitcoin through a
// refund the buyer claims; the payout sweep marks it paid (sell-back-states.repo.ts).

export function createSellBackPayout(deps: SellBackServiceDeps) {
  const { db, clock } = deps

  return {
    /**
     * Pays a received quote: in bitcoin, a refund of kind sellBack for its total at the day's rate, which the
     * buyer claims with their address and the owner pays in the next PSBT (the quote is paid when the payout is
     * seen on the chain); or in cash, recorded with the owner's note and paid at once.
     */
    async pay(actor: { id: number }, quoteId: number, body: PaySellBackBody): Promise<OwnerSellBackQuote> {
      await db.transaction(async (tx) => {
        const row = await lockQuote(tx, clock, quoteId, null)
        const to: SellBackState = body.method === 'cash' ? 'paid' : 'payoutPending'
        assertQuoteMove(row, to, 'owner', 'paid')
        const now = clock.now()
        if (body.method === 'cash') {
          await updateQuote(tx, quoteId, {
            state: 'paid',
            at: now,
            payoutMethod: 'cash',
            cashNote: body.note,
            paidByUserId: actor.id,
          })
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'sellBack.paidCash',
            entityType: 'sell_back',
            entityId: quoteId,
            before: { state: row.state },
            after: { state: 'paid', method: 'cash', totalFils: row.totalFils, note: body.note },
            at: now,
          })
          await mailBuyer(tx, row, 'paidCash', { publicUrl: deps.mail.publicUrl }, now)
          return
        }
        const dayFilsPerBtc = deps.dayRate()
        if (dayFilsPerBtc === null) {
          throw unavailable('The BTC/AED rate is not available right now; try again in a minute.')
        }
        const amountSats = sellBackPayoutSats(row.totalFils, dayFilsPerBtc)
        if (amountSats <= 0n) throw conflict('This quote is too small to pay in bitcoin: pay it in cash.')
        const refundId = await recordSellBackRefund(
          tx,
          { userId: row.userId, amountSats, dayFilsPerBtc },
          now,
        )
        await updateQuote(tx, quoteId, {
          state: 'payoutPending',
          at: now,
          payoutMethod: 'bitcoin',
          refundId,
          paidByUserId: actor.id,
        })
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'sellBack.paidBitcoin',
          entityType: 'sell_back',
          entityId: quoteId,
          before: { state: row.state },
          after: {
            state: 'payoutPending',
            method: 'bitcoin',
            totalFils: row.totalFils,
            refundId,
            amountSats: amountSats.toString(),
            dayFilsPerBtc: dayFilsPerBtc.toString(),
          },
          at: now,
        })
        await mailBuyer(
          tx,
          row,
          'claim',
          { amountSats, claimUrl: refundClaimUrl(deps.mail.publicUrl, refundId) },
          now,
        )
      })
      return toOwnerQuote(await readQuote(db, quoteId))
    },
  }
}
