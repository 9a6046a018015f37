import { canMoveReturn, type OwnerReturn, type ReturnDecisionBody } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { conflict } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { returnMails } from '../order-mail/order-mail.js'
import { readReturn, toOwnerReturn, unitsOf } from './return-reads.js'
import type { ReturnsServiceDeps } from './returns-service-deps.js'
import { listReturns, updateReturn } from './returns.repo.js'

// The owner's list of returns and their decision on a requested one (docs/architecture.md#returns); the
// parcel's receipt, which pays, is return-receipt.ts.

export function createReturnDecisions(deps: ReturnsServiceDeps) {
  const { db, clock } = deps

  return {
    /** Returns for the owner, newest first: open ones (requested, accepted or received) by default. */
    async listForOwner(filter: 'open' | 'all'): Promise<OwnerReturn[]> {
      const where = filter === 'open' ? sql`r.state in ('requested', 'accepted', 'received')` : sql`true`
      const { returns, lines, photos } = await listReturns(db, where)
      return returns.map((row) => toOwnerReturn(row, lines, photos.get(row.id) ?? []))
    },

    /** Accepts (with where to send the items) or refuses (with why) a requested return, once. */
    async decide(actor: { id: number }, returnId: number, body: ReturnDecisionBody): Promise<OwnerReturn> {
      await db.transaction(async (tx) => {
        const { row, lines } = await readReturn(tx, returnId, true)
        if (!canMoveReturn(row.state, body.decision)) {
          throw conflict(`This return is ${row.state}; it can no longer be ${body.decision}.`, {
            state: row.state,
          })
        }
        const now = clock.now()
        await updateReturn(tx, returnId, {
          state: body.decision,
          at: now,
          ownerNote: body.note,
          decidedByUserId: actor.id,
        })
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: `return.${body.decision}`,
          entityType: 'return',
          entityId: returnId,
          before: { state: row.state },
          after: { state: body.decision, note: body.note },
          at: now,
        })
        await enqueueMail(
          tx,
          await returnMails(tx, {
            orderId: row.orderId,
            step: body.decision,
            units: unitsOf(lines),
            publicUrl: deps.mail.publicUrl,
            note: body.note,
          }),
          now,
        )
      })
      const { row, lines, photoIds } = await readReturn(db, returnId)
      return toOwnerReturn(row, lines, photoIds)
    },
  }
}
