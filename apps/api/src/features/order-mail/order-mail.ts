import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import { buyerOrderPagePath, type PaymentAlertKind } from '@shop/contract'
import { DEFAULT_LANGUAGE } from '@shop/contract/i18n'
import type { DbOrTx } from '../../db/client.js'
import type { MailJob } from '../mail-queue/mail-queue.js'
import { ownerMailLanguage } from '../users/owner-language.js'
import type { OrderMailSettings } from './order-mail-settings.js'
import { loadOrderMailRows, orderMailBase } from './order-mail-rows.js'
import { mailForMove, type MovedOrder } from './order-move-mail.js'
import { paymentAlertMail } from './payment-alert-mail.js'
import {
  refundClaimMail,
  refundPaidMail,
  refundRecordedMail,
  returnMail,
  type ReturnMailStep,
} from './refund-mails.js'

// The mails about an order, rendered as queue jobs inside the transaction of the change that causes them
// (features/orders/order-moves.repo.ts for status moves; the owner's settlements; the watcher's alerts).
// Rendering there means each mail says what was true when the change committed. create-order's mail is the
// one exception (decision 132): its job is written by the placement statement itself and rendered by the mail
// worker, from what the job stores and the order's own lines and totals, which never change after placement.
//
// This is the module other features import (eslint.config.js, API_SHARED_MODULES): beside the jobs below it
// answers for the settings (order-mail-settings.ts), the mail of each status move (order-move-mail.ts) and
// create-order's stored mail (placed-order-mail.ts).

export { DEFAULT_ORDER_MAIL_SETTINGS, type OrderMailSettings } from './order-mail-settings.js'
export { mailForMove, type MovedOrder } from './order-move-mail.js'
export {
  type PlacedOrderMail,
  type PlacedOrderMailDraft,
  placedOrderMailJob,
  placedOrderMailOf,
  renderPlacedOrderMails,
} from './placed-order-mail.js'

/** The buyer's mails for `moves` (already applied in `tx`), in one read whatever their number. */
export async function orderMoveMails(
  tx: DbOrTx,
  moves: readonly MovedOrder[],
  settings: OrderMailSettings,
): Promise<MailJob[]> {
  const rows = await loadOrderMailRows(
    tx,
    moves.map((move) => move.orderId),
  )
  const mails: MailJob[] = []
  for (const [index, move] of moves.entries()) {
    // A mail takes a millisecond or two to render: a burst's 250 in one go held the event loop for 400 ms,
    // /healthz included (docs/decisions/173). Other work gets its turn between slices.
    if (index > 0 && index % MAILS_PER_SLICE === 0) await setImmediatePromise()
    const row = rows.get(move.orderId)
    const mail = row ? mailForMove(move, row, settings) : null
    if (mail) mails.push(mail)
  }
  return mails
}

/** Mails rendered between two turns of the event loop in orderMoveMails. */
const MAILS_PER_SLICE = 16

/** The owner's mails about shipped orders' money (the watcher's alerts), to SHOP_EMAIL. */
export async function paymentAlertMails(
  tx: DbOrTx,
  alerts: readonly { orderId: number; status: string; kind: PaymentAlertKind }[],
  settings: OrderMailSettings,
): Promise<MailJob[]> {
  const rows = await loadOrderMailRows(
    tx,
    alerts.map((alert) => alert.orderId),
  )
  const language = alerts.length > 0 ? await ownerMailLanguage(tx, settings.shopEmail) : DEFAULT_LANGUAGE
  return alerts.flatMap((alert) => {
    const row = rows.get(alert.orderId)
    if (!row) return []
    return [
      {
        kind: 'owner.paymentAlert',
        message: paymentAlertMail({
          to: settings.shopEmail,
          orderUniqueId: row.orderUniqueId,
          status: alert.status,
          kind: alert.kind,
          expectedSats: row.expectedSats ?? 0n,
          countedSats: BigInt(row.countedSats),
          language,
        }),
      },
    ]
  })
}

/** The buyer's mail when the owner records a refund of `refundedSats` on the order. */
export async function refundRecordedMails(
  tx: DbOrTx,
  refund: { orderId: number; refundedSats: bigint; note?: string },
): Promise<MailJob[]> {
  const row = (await loadOrderMailRows(tx, [refund.orderId])).get(refund.orderId)
  if (!row) return []
  return [
    {
      kind: 'order.refunded',
      message: refundRecordedMail({
        ...orderMailBase(row),
        refundedSats: refund.refundedSats,
        ...(refund.note ? { note: refund.note } : {}),
      }),
    },
  ]
}

/** The buyer's mail that a refund is owed, with the link to claim it (docs/architecture.md#refunds-and-payouts). */
export async function refundClaimMails(
  tx: DbOrTx,
  refund: { orderId: number; amountSats: bigint; claimUrl: string },
): Promise<MailJob[]> {
  const row = (await loadOrderMailRows(tx, [refund.orderId])).get(refund.orderId)
  if (!row) return []
  const { figures: _figures, ...buyer } = orderMailBase(row)
  return [
    {
      kind: 'refund.claim',
      message: refundClaimMail({ ...buyer, amountSats: refund.amountSats, claimUrl: refund.claimUrl }),
    },
  ]
}

/** The buyer's mail that their refund left in a transaction on the chain. */
export async function refundPaidMails(
  tx: DbOrTx,
  refund: { orderId: number; amountSats: bigint; address: string; txid: string },
): Promise<MailJob[]> {
  const row = (await loadOrderMailRows(tx, [refund.orderId])).get(refund.orderId)
  if (!row) return []
  const { figures: _figures, ...buyer } = orderMailBase(row)
  return [
    {
      kind: 'refund.paid',
      message: refundPaidMail({
        ...buyer,
        amountSats: refund.amountSats,
        address: refund.address,
        txid: refund.txid,
      }),
    },
  ]
}

/** The buyer's mail that their return moved (docs/architecture.md#returns), linking to the order's page. */
export async function returnMails(
  tx: DbOrTx,
  change: {
    orderId: number
    step: ReturnMailStep
    units: number
    publicUrl: string
    note?: string
    creditFils?: number
    creditNoteId?: number | null
  },
): Promise<MailJob[]> {
  const row = (await loadOrderMailRows(tx, [change.orderId])).get(change.orderId)
  if (!row) return []
  const { figures: _figures, ...buyer } = orderMailBase(row)
  const orderUrl = `${change.publicUrl.replace(/\/+$/, '')}${buyerOrderPagePath(row.orderUniqueId)}`
  const message = returnMail({
    ...buyer,
    step: change.step,
    units: change.units,
    orderUrl,
    ...(change.note ? { note: change.note } : {}),
    ...(change.creditFils === undefined ? {} : { creditFils: change.creditFils }),
  })
  return [
    {
      kind: `return.${change.step}`,
      message:
        change.creditNoteId === undefined || change.creditNoteId === null
          ? message
          : { ...message, attachments: [{ taxDocumentId: change.creditNoteId }] },
    },
  ]
}
