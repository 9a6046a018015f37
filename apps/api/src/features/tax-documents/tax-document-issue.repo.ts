import {
  type CompanyInfo,
  returnCreditLines,
  supplyDateOf,
  type TaxDocumentLine,
  type TaxDocumentKind,
  type TaxDocumentSnapshot,
  TaxDocumentSnapshotSchema,
  taxDocumentLines,
  taxDocumentNumber,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import { SHOP_COMPANY_DEMO } from '../../config.js'
import type { DbOrTx } from '../../db/client.js'
import { countedSatsOfPayment } from '../../db/counted-money.js'
import { rowsOf } from '../../db/rows.js'
import { optionsText, optionsTextAr } from '../order-mail/order-figures.js'

// THE ONE WRITER of tax documents (docs/architecture.md#tax-invoices). Invoices are issued by applyMoves
// (features/orders/order-moves.repo.ts) in the transaction that confirms the orders; a credit note by the
// owner's refund in its transaction. Numbers come from a counter row moved in that same transaction: whoever
// issues second waits for the first to commit, and a rollback hands its numbers back, so each sequence runs
// 1, 2, 3 ... with no gap and no repeat. What a document prints is fixed in its snapshot when it is issued.

/** The supplier facts a document prints: the company as configured (SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_TRN). */
export type TaxIssuer = Pick<CompanyInfo, 'legalName' | 'address' | 'trn'>

const ISSUER_KEY = 'tax_issuer'

/**
 * Records the configured company as the issuer of tax documents (called once when the app is built), so every
 * writer of status, whichever feature it runs in, issues with the same facts without carrying the settings.
 */
export async function recordTaxIssuer(db: DbOrTx, company: TaxIssuer, now: Date): Promise<void> {
  const value = JSON.stringify({ legalName: company.legalName, address: company.address, trn: company.trn })
  await db.execute(sql`
    insert into app_meta (key, value, created_at, updated_at)
    values (${ISSUER_KEY}, ${value}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`)
}

async function issuerOf(tx: DbOrTx): Promise<TaxIssuer> {
  const [row] = rowsOf<{ value: string }>(
    await tx.execute(sql`select value from app_meta where key = ${ISSUER_KEY}`),
  )
  // Only code that never built the app (a unit test of applyMoves) lacks the row: it issues as the demo company.
  if (!row)
    return {
      legalName: SHOP_COMPANY_DEMO.legalName,
      address: SHOP_COMPANY_DEMO.address,
      trn: SHOP_COMPANY_DEMO.trn,
    }
  return JSON.parse(row.value) as TaxIssuer
}

/** Takes the next `count` numbers of `kind`, locking its counter until the transaction ends. */
async function takeNumbers(tx: DbOrTx, kind: TaxDocumentKind, count: number, now: Date): Promise<number> {
  const [row] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`
      update tax_document_counters set last_number = last_number + ${count}::int,
        updated_at = ${now.toISOString()}::timestamptz
      where kind = ${kind}
      returning last_number`),
  )
  if (!row) throw new Error(`no tax document counter for ${kind}`)
  return Number(row.last_number) - count + 1
}

interface OrderRow {
  id: number
  order_unique_id: string
  buyer_name: string
  apartment: string
  building: string
  additional_address: string
  location: string
  subtotal_fils: string | number
  vat_fils: string | number
  shipping_fils: string | number
  service_charge_fils: string | number
  total_fils: string | number
  paid_sats: string
  rate_fils_per_btc: string | null
}

interface LineRow {
  order_id: number
  product_name: string
  name_ar: string | null
  options: unknown
  quantity: number
  unit_price_fils: string | number
  vat_percent: number
  vat_fils: string | number
}

/** What the snapshots of `orderIds` need, in two queries whatever their number. */
async function loadOrders(tx: DbOrTx, orderIds: readonly number[]) {
  const ids = sql.param([...orderIds])
  const orders = rowsOf<OrderRow>(
    await tx.execute(sql`
      select o.id, o.order_unique_id,
        -- The name the owner read on the buyer's identity document, when an approval covered this order: the
        -- approval of this very order, else the one standing when it was placed (docs/decisions/172).
        coalesce(
          (select v.approved_name from identity_verifications v
            where v.user_id = o.user_id and v.approved_name is not null
              and (v.order_id = o.id
                or (v.verified_at <= o.created_at and (v.voided_at is null or v.voided_at > o.created_at)))
            order by coalesce(v.order_id = o.id, false) desc, v.verified_at desc, v.id desc
            limit 1),
          trim(u.first_name || ' ' || u.last_name)
        ) as buyer_name, o.apartment,
        o.building, o.additional_address, o.location, o.subtotal_fils, o.vat_fils, o.shipping_fils,
        o.service_charge_fils, o.total_fils,
        coalesce(${countedSatsOfPayment(sql`op.id`)}, 0)::text as paid_sats,
        op.rate_fils_per_btc::text as rate_fils_per_btc
      from orders o
      join users u on u.id = o.user_id
      left join order_payments op on op.order_id = o.id
      where o.id = any(${ids}::int[])
      order by o.id`),
  )
  // The Arabic name the order line kept at placement, else (a line from before it kept one) the catalog's.
  const lines = rowsOf<LineRow>(
    await tx.execute(sql`
      select oi.order_id, oi.product_name, coalesce(oi.product_name_ar, nullif(trim(p.name_ar), '')) as name_ar, oi.options,
        oi.quantity, oi.unit_price_fils, oi.vat_percent, oi.vat_fils
      from order_items oi
      join products p on p.id = oi.product_id
      where oi.order_id = any(${ids}::int[])
      order by oi.id`),
  )
  return { orders, lines }
}

/** The snapshot of an invoice for `order` (pure once the rows are read). */
function invoiceSnapshot(
  order: OrderRow,
  lines: readonly LineRow[],
  issuer: TaxIssuer,
  number: string,
  now: Date,
): TaxDocumentSnapshot {
  const { lines: printed, totals } = taxDocumentLines(
    lines.map((line) => ({
      name: line.product_name,
      nameAr: line.name_ar,
      options: optionsText(line.options),
      optionsAr: optionsTextAr(line.options),
      quantity: Number(line.quantity),
      unitPriceFils: Number(line.unit_price_fils),
      vatPercent: Number(line.vat_percent),
      vatFils: Number(line.vat_fils),
    })),
    {
      subtotalFils: Number(order.subtotal_fils),
      vatFils: Number(order.vat_fils),
      shippingFils: Number(order.shipping_fils),
      serviceChargeFils: Number(order.service_charge_fils),
      totalFils: Number(order.total_fils),
    },
  )
  const address = [order.apartment, order.building, order.additional_address, order.location]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ')
  return TaxDocumentSnapshotSchema.parse({
    version: 1,
    kind: 'invoice',
    number,
    issuedAt: now.toISOString(),
    supplyDate: supplyDateOf(now),
    orderUniqueId: order.order_unique_id,
    refersTo: null,
    supplier: { legalName: issuer.legalName, address: issuer.address, trn: issuer.trn },
    buyer: { name: order.buyer_name, address },
    lines: printed,
    totals,
    payment: { paidSats: order.paid_sats, rateFilsPerBtc: order.rate_fils_per_btc ?? '0' },
  })
}

interface NewDocument {
  kind: TaxDocumentKind
  sequence: number
  number: string
  order_id: number
  refers_to_id: number | null
  /** A return's credit note: the return it credits (docs/architecture.md#returns). */
  return_id?: number
  snapshot: TaxDocumentSnapshot
}

async function insertDocuments(
  tx: DbOrTx,
  documents: readonly NewDocument[],
  now: Date,
): Promise<Map<number, number>> {
  const rows = JSON.stringify(
    documents.map((document) => ({
      ...document,
      net_fils: document.snapshot.totals.netFils,
      vat_fils: document.snapshot.totals.vatFils,
      gross_fils: document.snapshot.totals.grossFils,
    })),
  )
  const stamp = sql`${now.toISOString()}::timestamptz`
  const inserted = rowsOf<{ id: number; order_id: number }>(
    await tx.execute(sql`
      insert into tax_documents (kind, sequence, number, order_id, refers_to_id, return_id, issued_at, net_fils,
        vat_fils, gross_fils, snapshot, created_at, updated_at)
      select d.kind, d.sequence, d.number, d.order_id, d.refers_to_id, d.return_id, ${stamp}, d.net_fils,
        d.vat_fils, d.gross_fils, d.snapshot, ${stamp}, ${stamp}
      from jsonb_to_recordset(${rows}::jsonb) as d(kind text, sequence int, number text, order_id int,
        refers_to_id int, return_id int, net_fils bigint, vat_fils bigint, gross_fils bigint, snapshot jsonb)
      order by d.sequence
      returning id, order_id`),
  )
  return new Map(inserted.map((row) => [Number(row.order_id), Number(row.id)]))
}

/** Orders of `orderIds` without a standing invoice (none yet, or every one cancelled by a credit note). */
async function withoutStandingInvoice(tx: DbOrTx, orderIds: readonly number[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select o.id from orders o
      where o.id = any(${sql.param([...orderIds])}::int[])
        and not exists (
          select 1 from tax_documents i
          where i.order_id = o.id and i.kind = 'invoice'
            and not exists (select 1 from tax_documents c where c.refers_to_id = i.id and c.return_id is null)
        )
      order by o.id`),
  )
  return rows.map((row) => Number(row.id))
}

/**
 * Issues a tax invoice, in `tx`, for each of `orderIds` that has no standing one (an order confirmed again
 * after a chain reorganisation keeps its invoice), numbered in order id order. Answers order id -> document id.
 * A shop without a TRN is not registered for VAT and issues none (docs/decisions/111).
 */
export async function issueInvoices(
  tx: DbOrTx,
  orderIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map()
  const issuer = await issuerOf(tx)
  if (!issuer.trn) return new Map()
  const due = await withoutStandingInvoice(tx, orderIds)
  if (due.length === 0) return new Map()
  const first = await takeNumbers(tx, 'invoice', due.length, now)
  const { orders, lines } = await loadOrders(tx, due)
  const documents = orders.map((order, index): NewDocument => {
    const sequence = first + index
    const number = taxDocumentNumber('invoice', sequence)
    const own = lines.filter((line) => Number(line.order_id) === Number(order.id))
    return {
      kind: 'invoice',
      sequence,
      number,
      order_id: Number(order.id),
      refers_to_id: null,
      snapshot: invoiceSnapshot(order, own, issuer, number, now),
    }
  })
  if (documents.length !== due.length) throw new Error('an order to invoice vanished')
  return insertDocuments(tx, documents, now)
}

/**
 * Issues a tax credit note, in `tx`, referring to the order's standing invoice: the whole of it (same lines
 * and totals), or, for a return, exactly `part` (the invoice then stands for the rest). Answers its id, or null
 * when the order has no standing invoice (a shop not registered for VAT issues none).
 */
async function issueCreditNoteOf(
  tx: DbOrTx,
  orderId: number,
  now: Date,
  part?: { returnId: number; credit: ReturnCredit },
): Promise<number | null> {
  const [invoice] = rowsOf<{ id: number; snapshot: unknown }>(
    await tx.execute(sql`
      select i.id, i.snapshot from tax_documents i
      where i.order_id = ${orderId}::int and i.kind = 'invoice'
        and not exists (select 1 from tax_documents c where c.refers_to_id = i.id and c.return_id is null)
      order by i.id desc limit 1`),
  )
  if (!invoice || part?.credit.lines.length === 0) return null
  const original = TaxDocumentSnapshotSchema.parse(invoice.snapshot)
  const issuer = await issuerOf(tx)
  const sequence = await takeNumbers(tx, 'creditNote', 1, now)
  const number = taxDocumentNumber('creditNote', sequence)
  const snapshot = TaxDocumentSnapshotSchema.parse({
    ...original,
    kind: 'creditNote',
    number,
    issuedAt: now.toISOString(),
    supplyDate: supplyDateOf(now),
    refersTo: original.number,
    supplier: {
      legalName: issuer.legalName,
      address: issuer.address,
      trn: issuer.trn ?? original.supplier.trn,
    },
    ...(part ? { lines: part.credit.lines, totals: part.credit.totals } : {}),
  })
  const ids = await insertDocuments(
    tx,
    [
      {
        kind: 'creditNote',
        sequence,
        number,
        order_id: orderId,
        refers_to_id: Number(invoice.id),
        ...(part ? { return_id: part.returnId } : {}),
        snapshot,
      },
    ],
    now,
  )
  return ids.get(orderId) ?? null
}

/**
 * Issues a tax credit note, in `tx`, cancelling the order's standing invoice in full: same lines and totals,
 * its own number, referring to the invoice. Answers its id, or null when the order has no standing invoice.
 */
export function issueCreditNote(tx: DbOrTx, orderId: number, now: Date): Promise<number | null> {
  return issueCreditNoteOf(tx, orderId, now)
}

/** What a return credits: its lines and totals (contract returns.ts), whether or not a credit note is issued. */
export interface ReturnCredit {
  readonly orderId: number
  readonly lines: TaxDocumentLine[]
  readonly totals: { netFils: number; vatFils: number; grossFils: number }
}

/**
 * The credit of return `returnId`: exactly its units, each line's VAT and the service charge shared so that the
 * returns of an order together never credit more than it charged (the order's earlier received returns count).
 */
export async function returnCreditOf(tx: DbOrTx, returnId: number): Promise<ReturnCredit> {
  const lines = rowsOf<{
    order_id: number
    product_name: string
    name_ar: string | null
    options: unknown
    quantity: number
    unit_price_fils: string | number
    vat_percent: number
    vat_fils: string | number
    units: number
    units_before: string | number
  }>(
    await tx.execute(sql`
      select r.order_id, oi.product_name, coalesce(oi.product_name_ar, nullif(trim(p.name_ar), '')) as name_ar, oi.options,
        oi.quantity, oi.unit_price_fils, oi.vat_percent, oi.vat_fils, rl.units,
        coalesce((
          select sum(el.units) from order_return_lines el
          join order_returns e on e.id = el.return_id
          where el.order_item_id = oi.id and e.id <> r.id and e.state in ('received', 'refunded')
        ), 0) as units_before
      from order_return_lines rl
      join order_returns r on r.id = rl.return_id
      join order_items oi on oi.id = rl.order_item_id
      join products p on p.id = oi.product_id
      where rl.return_id = ${returnId}::int
      order by oi.id`),
  )
  const [order] = rowsOf<{
    id: number
    subtotal_fils: string | number
    service_charge_fils: string | number
    net_before: string | number
  }>(
    await tx.execute(sql`
      select o.id, o.subtotal_fils, o.service_charge_fils,
        coalesce((
          select sum(oi.unit_price_fils * el.units) from order_return_lines el
          join order_returns e on e.id = el.return_id
          join order_items oi on oi.id = el.order_item_id
          where e.order_id = o.id and e.id <> ${returnId}::int and e.state in ('received', 'refunded')
        ), 0) as net_before
      from order_returns r join orders o on o.id = r.order_id
      where r.id = ${returnId}::int`),
  )
  if (!order) throw new Error(`no return ${returnId}`)
  const credit = returnCreditLines(
    lines.map((line) => ({
      name: line.product_name,
      nameAr: line.name_ar,
      options: optionsText(line.options),
      optionsAr: optionsTextAr(line.options),
      quantity: Number(line.quantity),
      unitPriceFils: Number(line.unit_price_fils),
      vatPercent: Number(line.vat_percent),
      vatFils: Number(line.vat_fils),
      units: Number(line.units),
      unitsCreditedBefore: Number(line.units_before),
    })),
    { subtotalFils: Number(order.subtotal_fils), serviceChargeFils: Number(order.service_charge_fils) },
    Number(order.net_before),
  )
  return { orderId: Number(order.id), ...credit }
}

/**
 * Issues the tax credit note of a received return, in `tx`: exactly the returned units (`credit`), referring to
 * the order's standing invoice, which stands for the rest. Answers its id, or null when the order has no
 * standing invoice (a shop not registered for VAT issues none).
 */
export function issueReturnCreditNote(
  tx: DbOrTx,
  returnId: number,
  credit: ReturnCredit,
  now: Date,
): Promise<number | null> {
  return issueCreditNoteOf(tx, credit.orderId, now, { returnId, credit })
}

/**
 * A correction: a credit note cancelling the standing invoice, then a new invoice from the order as it stands
 * and the issuer as configured now (an issued document itself never changes). Answers the new invoice's id.
 */
export async function correctInvoice(tx: DbOrTx, orderId: number, now: Date): Promise<number | null> {
  const credited = await issueCreditNote(tx, orderId, now)
  if (credited === null) return null
  return (await issueInvoices(tx, [orderId], now)).get(orderId) ?? null
}
