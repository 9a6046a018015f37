import type { RefundKind, RefundValuationRule } from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { refundClaimMails } from '../order-mail/order-mail.js'
import { insertRefund } from './refunds.repo.js'
import { refundClaimUrl } from './refunds.service.js'

export { refundClaimUrl }

export { lockedRateOfOrder } from './refunds.repo.js'

// The one way another feature makes a refund (a return's, when its goods arrive, docs/architecture.md#returns;
// a sell-back's payout, docs/architecture.md#sell-back): the row, and the buyer's mail with the link to claim
// it, in the caller's transaction.

export interface NewRefund {
  orderId: number
  userId: number
  kind: RefundKind
  rule: RefundValuationRule
  /** The satoshis the refund stands for. */
  receivedSats: bigint
  lockedFilsPerBtc: bigint | null
  dayFilsPerBtc: bigint | null
  /** What the rule owes, before the network fee. */
  amountSats: bigint
}

/** Records a refund to claim and mails its buyer the claim link; answers its id. */
export async function recordRefund(
  tx: DbOrTx,
  refund: NewRefund,
  context: { at: Date; publicUrl: string },
): Promise<number> {
  const row = await insertRefund(tx, { ...refund, createdAt: context.at, updatedAt: context.at })
  await enqueueMail(
    tx,
    await refundClaimMails(tx, {
      orderId: refund.orderId,
      amountSats: refund.amountSats,
      claimUrl: refundClaimUrl(context.publicUrl, row.id),
    }),
    context.at,
  )
  return row.id
}

/**
 * Records the refund paying a sell-back in bitcoin (no order: the buyer sent metal, not bitcoin), valued at the
 * day's rate, and answers its id. The caller mails the claim link, in words about the quote rather than an order.
 */
export async function recordSellBackRefund(
  tx: DbOrTx,
  refund: { userId: number; amountSats: bigint; dayFilsPerBtc: bigint },
  at: Date,
): Promise<number> {
  const row = await insertRefund(tx, {
    orderId: null,
    userId: refund.userId,
    kind: 'sellBack',
    // The quote's AED at the day's rate: what the refund rules call `aed`, with no locked rate to start from.
    rule: 'aed',
    receivedSats: refund.amountSats,
    lockedFilsPerBtc: null,
    dayFilsPerBtc: refund.dayFilsPerBtc,
    amountSats: refund.amountSats,
    createdAt: at,
    updatedAt: at,
  })
  return row.id
}
