import {
  buyBackPriceFils,
  canMoveSellBack,
  filsToAed,
  type OwnerSellBackQuote,
  type PaySellBackBody,
  type ReceiveSellBackBody,
  type RequestSellBackQuoteBody,
  SELL_BACK_OPEN_STATES,
  type SellBackDecisionBody,
  sellBackLockedUntil,
  sellBackPayoutSats,
  sellBackQuoteExpired,
  type SellBackQuote,
  type SellBackState,
  sellBackTotalFils,
  type ShopSettings,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, conflict, notFound, unavailable } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { recordSellBackRefund, refundClaimUrl } from '../refunds/refund-records.js'
import { type SellBackMailExtra, type SellBackMailStep, sellBackMailJob } from './sell-back-mail.js'
import {
  expireQuotes,
  insertQuote,
  listQuotes,
  productForQuote,
  type QuoteRow,
  updateQuote,
} from './sell-back.repo.js'

// docs/architecture.md#sell-back: a signed-in buyer asks the shop to buy back units of a metal-linked product at
// today's buy-back price, held for the owner's minutes; the owner accepts or refuses, receives and inspects the
// items (possibly fewer units), and pays in bitcoin (a refund of kind sellBack, claimed and paid like any other)
// or records a cash payout. Every owner step is audited and mailed to the buyer in their language.

export interface SellBackServiceDeps {
  db: Db
  clock: Clock
  settings: () => Promise<ShopSettings>
  /** The day's BTC/AED rate in fils per BTC, or null when none is fresh. */
  dayRate: () => bigint | null
  /** Refuses (503 METAL_PRICE_STALE) when a metal has no usable price: nothing is quoted on a stale spot. */
  metalPrices: { assertUsable(metalPriceIds: readonly number[]): Promise<void> }
  mail: { publicUrl: string }
}

const iso = (at: Date | null) => (at ? at.toISOString() : null)

function toQuote(row: QuoteRow): SellBackQuote {
  return {
    quoteId: row.id,
    productId: row.productId,
    productName: row.productName,
    productNameAr: row.productNameAr,
    metal: row.metal,
    state: row.state,
    units: row.units,
    requestedUnits: row.requestedUnits,
    unitPrice: filsToAed(row.unitPriceFils),
    total: filsToAed(row.totalFils),
    spreadPercent: row.spreadPercent,
    lockedUntil: row.lockedUntil.toISOString(),
    ownerNote: row.ownerNote,
    payoutMethod: row.payoutMethod,
    refundId: row.refundId,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    paidAt: iso(row.paidAt),
  }
}

const toOwnerQuote = (row: QuoteRow): OwnerSellBackQuote => ({
  ...toQuote(row),
  buyer: { name: row.buyerName, email: row.buyerEmail },
  cashNote: row.cashNote,
})

const mailQuote = (row: QuoteRow) => ({
  email: row.buyerEmail,
  firstName: row.buyerFirstName,
  language: row.buyerLanguage,
  productName: row.productName,
  productNameAr: row.productNameAr,
  units: row.units,
  totalFils: row.totalFils,
})

const OPEN = sql.raw(`(${SELL_BACK_OPEN_STATES.map((state) => `'${state}'`).join(', ')})`)

export function createSellBackService(deps: SellBackServiceDeps) {
  const { db, clock } = deps

  /** One quote, locked, with an ended price hold expired first so no step acts on a stale price. */
  async function lockOne(tx: DbOrTx, quoteId: number, userId: number | null): Promise<QuoteRow> {
    const scope = userId === null ? sql`true` : sql`q.user_id = ${userId}::int`
    const [row] = await listQuotes(tx, sql`q.id = ${quoteId}::int and ${scope}`, true)
    if (!row) throw notFound('Quote not found.')
    const now = clock.now()
    if (sellBackQuoteExpired(row.state, row.lockedUntil, now)) {
      await expireQuotes(tx, now, sql`q.id = ${quoteId}::int`)
      return { ...row, state: 'expired' }
    }
    return row
  }

  async function readOne(quoteId: number): Promise<QuoteRow> {
    const [row] = await listQuotes(db, sql`q.id = ${quoteId}::int`)
    if (!row) throw notFound('Quote not found.')
    return row
  }

  /** 409 unless `actor` may move the quote to `to` (contract SELL_BACK_TRANSITIONS). */
  function assertMove(row: QuoteRow, to: SellBackState, actor: 'buyer' | 'owner', doing: string) {
    if (!canMoveSellBack(row.state, to, actor)) {
      throw conflict(`This quote is ${row.state}; it can no longer be ${doing}.`, { state: row.state })
    }
  }

  async function mail(
    tx: DbOrTx,
    row: QuoteRow,
    step: SellBackMailStep,
    extra: SellBackMailExtra,
    at: Date,
  ): Promise<void> {
    await enqueueMail(tx, [sellBackMailJob(mailQuote(row), step, extra)], at)
  }

  return {
    /**
     * The buyer's quote: today's buy-back price of the product (spot, its weight and purity, the owner's spread
     * for its metal), held for the owner's minutes. 404 for a product shoppers cannot see, 409 for one the shop
     * does not buy back, 503 when its metal has no live price.
     */
    async request(userId: number, body: RequestSellBackQuoteBody): Promise<SellBackQuote> {
      const product = await productForQuote(db, body.productId)
      if (!product) throw notFound('Product not found.')
      const { metal, metalPriceId, spotPerGramFils, weightGrams, purity } = product
      if (
        !product.dynamicPricing ||
        metal === null ||
        metalPriceId === null ||
        spotPerGramFils === null ||
        weightGrams === null ||
        purity === null
      ) {
        throw conflict('The shop buys back only gold and silver priced by weight.', {
          productId: product.id,
        })
      }
      await deps.metalPrices.assertUsable([metalPriceId])
      const settings = await deps.settings()
      const spreadPercent = settings.sellBackSpreadPercent[metal]
      const unitPriceFils = buyBackPriceFils({ spotPerGramFils, weightGrams, purity, spreadPercent })
      if (unitPriceFils <= 0) throw conflict('This product has no buy-back price right now.')
      const now = clock.now()
      const quoteId = await insertQuote(db, {
        userId,
        productId: product.id,
        metal,
        units: body.units,
        unitPriceFils,
        totalFils: sellBackTotalFils(unitPriceFils, body.units),
        spotPerGramFils,
        spreadPercent,
        lockedUntil: sellBackLockedUntil(now, settings.sellBackQuoteHoldMinutes),
        at: now,
      })
      return toQuote(await readOne(quoteId))
    },

    /** The buyer's quotes, newest first, ended holds shown expired. */
    async listForBuyer(userId: number): Promise<SellBackQuote[]> {
      await expireQuotes(db, clock.now(), sql`q.user_id = ${userId}::int`)
      return (await listQuotes(db, sql`q.user_id = ${userId}::int`)).map(toQuote)
    },

    /** The buyer withdraws a quote the owner has not accepted yet; 404 for another's. */
    async cancel(userId: number, quoteId: number): Promise<SellBackQuote> {
      await db.transaction(async (tx) => {
        const row = await lockOne(tx, quoteId, userId)
        assertMove(row, 'cancelled', 'buyer', 'cancelled')
        await updateQuote(tx, quoteId, { state: 'cancelled', at: clock.now() })
      })
      return toQuote(await readOne(quoteId))
    },

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
        const row = await lockOne(tx, quoteId, null)
        assertMove(row, to, 'owner', to)
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
        await mail(
          tx,
          row,
          to === 'accepted' ? 'accepted' : 'refused',
          { note: body.note, publicUrl: deps.mail.publicUrl },
          now,
        )
      })
      return toOwnerQuote(await readOne(quoteId))
    },

    /** The items arrived and were inspected: the units taken (at most those quoted) at the locked unit price. */
    async receive(
      actor: { id: number },
      quoteId: number,
      body: ReceiveSellBackBody,
    ): Promise<OwnerSellBackQuote> {
      await db.transaction(async (tx) => {
        const row = await lockOne(tx, quoteId, null)
        assertMove(row, 'received', 'owner', 'received')
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
        await mail(
          tx,
          { ...row, units: body.units, totalFils },
          'received',
          { note: body.note, publicUrl: deps.mail.publicUrl },
          now,
        )
      })
      return toOwnerQuote(await readOne(quoteId))
    },

    /**
     * Pays a received quote: in bitcoin, a refund of kind sellBack for its total at the day's rate, which the
     * buyer claims with their address and the owner pays in the next PSBT (the quote is paid when the payout is
     * seen on the chain); or in cash, recorded with the owner's note and paid at once.
     */
    async pay(actor: { id: number }, quoteId: number, body: PaySellBackBody): Promise<OwnerSellBackQuote> {
      await db.transaction(async (tx) => {
        const row = await lockOne(tx, quoteId, null)
        const to: SellBackState = body.method === 'cash' ? 'paid' : 'payoutPending'
        assertMove(row, to, 'owner', 'paid')
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
          await mail(tx, row, 'paidCash', { publicUrl: deps.mail.publicUrl }, now)
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
        await mail(
          tx,
          row,
          'claim',
          { amountSats, claimUrl: refundClaimUrl(deps.mail.publicUrl, refundId) },
          now,
        )
      })
      return toOwnerQuote(await readOne(quoteId))
    },
  }
}

export type SellBackService = ReturnType<typeof createSellBackService>
