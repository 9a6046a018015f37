import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { sellBackMailJob, sellBackMailQuoteOf } from './sell-back-mail.js'
import { listQuotes } from './sell-back.repo.js'

// What the refunds' payout sweep changes of a sell-back (docs/architecture.md#sell-back), shared with it alone.

/**
 * The payout of a sell-back's refund is on the chain: its quote is paid, and its buyer mailed where the bitcoin
 * went (called in the payout's transaction, so the quote, the refund and the mail move together).
 */
export async function markSellBackPaid(
  tx: DbOrTx,
  payout: { refundId: number; amountSats: bigint; address: string; txid: string; at: Date },
): Promise<void> {
  const [quote] = await listQuotes(
    tx,
    sql`q.refund_id = ${payout.refundId}::int and q.state = 'payoutPending'`,
    true,
  )
  if (!quote) return
  await tx.execute(sql`
    update sell_back_quotes set state = 'paid', paid_at = ${payout.at.toISOString()}::timestamptz,
      updated_at = ${payout.at.toISOString()}::timestamptz
    where id = ${quote.id}::int`)
  await enqueueMail(
    tx,
    [
      sellBackMailJob(sellBackMailQuoteOf(quote), 'paidBitcoin', {
        amountSats: payout.amountSats,
        address: payout.address,
        txid: payout.txid,
      }),
    ],
    payout.at,
  )
}
