import { z } from 'zod'
import type { DbOrTx } from '../../db/client.js'
import type { MailJob } from '../mail-queue/mail-queue.js'
import { loadOrderFigures } from './order-figures.js'
import type { OrderMailRow } from './order-mail-rows.js'
import { mailForMove, type MovedOrder } from './order-move-mail.js'

// create-order's mail, the one order mail not rendered in its transaction (decision 132): the placement
// statement writes what the job stores, and the mail worker renders it when it sends it.

/**
 * What create-order's job stores for its mail (decision 132) beyond the order's lines and totals, which the
 * worker reads when it sends: everything the mail says that could change after placement (the window's end,
 * the buyer's name and language, the link's base) is fixed here as it was when the order committed. The
 * placement statement adds `orderId`, `firstName` and `language` (from the users row, in the same statement).
 */
const PlacedOrderMailSchema = z.object({
  orderId: z.number().int(),
  orderUniqueId: z.string(),
  status: z.enum(['Pending', 'Awaiting verification']),
  totalFils: z.number().int(),
  expiresAt: z.string().nullable(),
  publicUrl: z.string(),
  address: z.string().nullable(),
  /** Satoshis as a decimal string (JSON has no bigint). */
  amountSats: z.string().nullable(),
  firstName: z.string(),
  language: z.string(),
})
export type PlacedOrderMail = z.infer<typeof PlacedOrderMailSchema>

/** The part of a PlacedOrderMail that create-order knows before its statement runs. */
export type PlacedOrderMailDraft = Omit<PlacedOrderMail, 'orderId' | 'firstName' | 'language'>

/** The kind of create-order's mail job (as mailForMove names it) and what the job stores. */
export function placedOrderMailJob(draft: PlacedOrderMailDraft): {
  kind: string
  render: PlacedOrderMailDraft
} {
  return {
    kind: draft.status === 'Awaiting verification' ? 'order.awaitingVerification' : 'order.placed',
    render: draft,
  }
}

/** The stored create-order mail of a job's message, or null when the message is an already rendered one. */
export function placedOrderMailOf(message: unknown): PlacedOrderMail | null {
  if (typeof message !== 'object' || message === null || !('orderPlaced' in message)) return null
  return PlacedOrderMailSchema.parse(message.orderPlaced)
}

/**
 * Renders create-order's mails to `to` from their jobs, reading the lines and totals of all of them in one
 * go (the same figures the order page shows). The text is what mailForMove wrote when these mails were
 * rendered in the placement's transaction: same template, same figures, same language.
 */
export async function renderPlacedOrderMails(
  db: DbOrTx,
  jobs: readonly { to: string; placed: PlacedOrderMail }[],
): Promise<MailJob['message'][]> {
  const figures = await loadOrderFigures(
    db,
    jobs.map((job) => job.placed.orderId),
  )
  return jobs.map(({ to, placed }) => {
    const row: OrderMailRow = {
      orderId: placed.orderId,
      orderUniqueId: placed.orderUniqueId,
      totalFils: placed.totalFils,
      expiresAt: placed.expiresAt === null ? null : new Date(placed.expiresAt),
      refundDueSats: null,
      email: to,
      firstName: placed.firstName,
      language: placed.language,
      address: placed.address,
      expectedSats: placed.amountSats === null ? null : BigInt(placed.amountSats),
      // Nothing is paid on an order at its placement.
      countedSats: '0',
      figures: figures.get(placed.orderId),
    }
    const move: MovedOrder = {
      orderId: placed.orderId,
      from: null,
      to: placed.status,
      actor: 'buyer',
      reason: 'placed',
    }
    const mail = mailForMove(move, row, { publicUrl: placed.publicUrl })
    if (!mail) throw new Error(`no mail for the placement of order ${placed.orderId}`)
    return mail.message
  })
}
