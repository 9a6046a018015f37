import {
  csvCell,
  csvLine,
  DAY_MS,
  MESSAGES,
  openToSettleSats,
  owedToBuyer,
  refundGrossSats,
  bindingRefundSats,
  REFUND_STATUSES,
  satsToBtc,
  uaeDayStart,
  WALLET_GAP_LIMIT,
  filsToAed,
  type BuyerRefund,
  type FeeEstimate,
  type OrderStatus,
  type OwnerRefund,
  type OwnerRefundsQuery,
  type RefundKind,
  type RefundValuationRule,
  type RefundsExportQuery,
  type RefundStatus,
  type ShopSettings,
  SATS_PER_BTC,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import { decodeAddress, type BitcoinNetwork } from '../../lib/bitcoin-address.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { periodicJob } from '../../lib/periodic-job.js'
import { recordAudit } from '../audit/audit.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { refundClaimMails } from '../order-mail/order-mail.js'
import { parseKeyOrigin, type KeyOrigin } from './payout-psbt.js'
import {
  findRefundOfBuyer,
  highestIndexes,
  insertRefund,
  isIssuedShopAddress,
  listRefundsCreatedBetween,
  listRefundsForOwner,
  listRefundsOfBuyer,
  lockedRateOfOrder,
  bindingCancellationOf,
  lockRefund,
  updateRefund,
  walletStateIdOf,
  type RefundRow,
} from './refunds.repo.js'
import { createRefundPayouts } from './refund-payouts.js'

// docs/architecture.md#refunds-and-payouts: every amount the shop must give back becomes a refund; the buyer
// claims it with an address of their own, the owner approves it and pays approved claims in one transaction
// signed in their own wallet; the watcher of payouts marks each refund paid when its transaction is seen.

/** What the refunds need of the chain backend (the payment engine's, wired in app.ts). */
export interface RefundsChain {
  transactionsStatus(
    txids: readonly string[],
  ): Promise<
    Map<string, { state: 'unknown' } | { state: 'mempool' } | { state: 'confirmed'; height: number }>
  >
  addressesTransactions(
    addresses: readonly string[],
  ): Promise<Map<string, { txid: string; outputs: { vout: number; valueSats: bigint }[] }[]>>
  payouts?: {
    rawTransaction(txid: string): Promise<string | null>
    feeEstimates(): Promise<FeeEstimate[]>
    broadcast(txHex: string): Promise<string>
  }
}

/** An order with money on it, as the owner's money review reads it (owner.repo's listOrdersWithMoneyToReview). */
export interface MoneyToReview {
  orderId: number
  orderUniqueId: string
  status: OrderStatus
  userId: number
  expectedSats: bigint
  confirmedSats: bigint
  lateSats: bigint
  settledSats: bigint
}

export interface RefundsServiceDeps {
  db: Db
  clock: Clock
  chain: RefundsChain
  wallet: {
    network: BitcoinNetwork
    fingerprint: string
    receiveAddress(index: number): string
    changeAddress(index: number): string
    publicKeyAt(branch: 0 | 1, index: number): Uint8Array
    accountKeyFingerprint: number
  }
  /** BTC_XPUB_ORIGIN, e.g. [73c5da0a/84'/0'/0']; unset: the account key's own fingerprint and no path. */
  keyOrigin?: string | undefined
  /** The day's BTC/AED rate in fils per BTC, or null when none is fresh. */
  dayRate: () => bigint | null
  settings: () => Promise<ShopSettings>
  /** Orders with money to review, all or one (with a row lock taken by the caller). */
  moneyToReview: (db: DbOrTx, orderUniqueId?: string) => Promise<MoneyToReview[]>
  mail: { publicUrl: string }
  isLeader: () => Promise<boolean>
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
}

const OPEN_STATUSES: readonly RefundStatus[] = REFUND_STATUSES.filter((status) => status !== 'paid')

const btc = satsToBtc
const iso = (at: Date | null) => (at ? at.toISOString() : null)
const filsToRate = (fils: bigint | null) => (fils === null ? null : filsToAed(Number(fils)))

function toBuyerRefund(refund: RefundRow, orderUniqueId: string | null): BuyerRefund {
  return {
    refundId: refund.id,
    orderId: orderUniqueId,
    kind: refund.kind as RefundKind,
    status: refund.status as RefundStatus,
    amount: btc(refund.amountSats),
    feeShare: refund.feeShareSats === null ? null : btc(refund.feeShareSats),
    amountToPay: refund.paidSats === null ? null : btc(refund.paidSats),
    address: refund.address,
    claimedAt: iso(refund.claimedAt),
    txid: refund.paidTxid,
    paidAt: iso(refund.paidAt),
    createdAt: refund.createdAt.toISOString(),
  }
}

/** The buyer's claim page: PUBLIC_URL/profile/refunds/ID. */
export function refundClaimUrl(publicUrl: string, refundId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/profile/refunds/${refundId}`
}

/** Whether `address` is the shop's own: handed out, or among the next addresses its wallet would derive. */
async function isShopAddress(deps: RefundsServiceDeps, db: DbOrTx, address: string): Promise<boolean> {
  if (await isIssuedShopAddress(db, address)) return true
  const walletStateId = await walletStateIdOf(db, deps.wallet.fingerprint)
  const highest =
    walletStateId === null ? { receive: null, change: null } : await highestIndexes(db, walletStateId)
  // Addresses not handed out yet but within the wallet's look-ahead: the next order's, the next change.
  const receiveTo = (highest.receive ?? -1) + WALLET_GAP_LIMIT
  const changeTo = (highest.change ?? -1) + WALLET_GAP_LIMIT
  for (let index = 0; index <= Math.max(receiveTo, changeTo); index += 1) {
    if (
      index <= receiveTo &&
      index > (highest.receive ?? -1) &&
      deps.wallet.receiveAddress(index) === address
    )
      return true
    if (index <= changeTo && deps.wallet.changeAddress(index) === address) return true
  }
  return false
}

/** Creates the refund of one order when money is owed and not yet covered; answers whether it did. */
async function createRefundOf(deps: RefundsServiceDeps, orderUniqueId: string): Promise<boolean> {
  // Read before the transaction: the settings may come from the database, which must not be asked around
  // an open transaction (docs/decisions/271).
  const { refundRules } = await deps.settings()
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from orders where order_unique_id = ${orderUniqueId} for update`)
    const [row] = await deps.moneyToReview(tx, orderUniqueId)
    if (!row) return false
    const { owedSats, reason } = owedToBuyer(row)
    const openSats = openToSettleSats(owedSats, row.settledSats)
    if (openSats <= 0n || reason === null) return false
    // A paid order its buyer cancelled is refunded at the binding price it recorded (decision 252); every
    // other refund by the owner's rule of its kind.
    const binding = reason === 'paidThenCancelled' ? await bindingCancellationOf(tx, row.orderId) : null
    const rule: RefundValuationRule = binding ? 'binding' : refundRules[reason]
    const lockedFilsPerBtc = await lockedRateOfOrder(tx, row.orderId)
    const dayFilsPerBtc = rule === 'btc' ? null : deps.dayRate()
    // An AED-valued refund waits for a fresh rate rather than being valued on none.
    if (rule !== 'btc' && dayFilsPerBtc === null) return false
    const amountSats = binding
      ? bindingRefundSats({ receivedSats: openSats, lockedFilsPerBtc, dayFilsPerBtc, binding })
      : refundGrossSats({
          rule: rule === 'aed' ? 'aed' : 'btc',
          receivedSats: openSats,
          lockedFilsPerBtc,
          dayFilsPerBtc,
        })
    if (amountSats <= 0n) return false
    const now = deps.clock.now()
    const refund = await insertRefund(tx, {
      orderId: row.orderId,
      userId: row.userId,
      kind: reason,
      rule,
      receivedSats: openSats,
      lockedFilsPerBtc,
      dayFilsPerBtc,
      amountSats,
      createdAt: now,
      updatedAt: now,
    })
    await enqueueMail(
      tx,
      await refundClaimMails(tx, {
        orderId: row.orderId,
        amountSats,
        claimUrl: refundClaimUrl(deps.mail.publicUrl, refund.id),
      }),
      now,
    )
    return true
  })
}

export function createRefundsService(deps: RefundsServiceDeps) {
  const origin: KeyOrigin = deps.keyOrigin
    ? parseKeyOrigin(deps.keyOrigin)
    : { fingerprint: deps.wallet.accountKeyFingerprint, path: [] }
  // The sweep runs on its own timer in production (main.ts); `service` is the object this function answers.
  const job = periodicJob({
    onError: (error) => deps.log.error({ err: error }, 'refunds: sweep failed'),
    runAtStart: false,
    run: () => service.sweep(),
  })

  const service = {
    ...createRefundPayouts(deps, origin),
    /**
     * Makes a refund of every order owing money not yet covered by a refund or the owner's settlement (leader
     * only, every minute from main.ts; tests call it), then follows the payouts on the chain.
     */
    async sweep(): Promise<{ created: number }> {
      if (!(await deps.isLeader())) return { created: 0 }
      let created = 0
      for (const row of await deps.moneyToReview(deps.db)) {
        const { owedSats } = owedToBuyer(row)
        if (openToSettleSats(owedSats, row.settledSats) <= 0n) continue
        try {
          if (await createRefundOf(deps, row.orderUniqueId)) created += 1
        } catch (error) {
          deps.log.error({ err: error, order: row.orderUniqueId }, 'refunds: could not create a refund')
        }
      }
      await this.watchPayouts()
      return { created }
    },

    async listForBuyer(userId: number, orderUniqueId?: string): Promise<BuyerRefund[]> {
      const rows = await listRefundsOfBuyer(deps.db, userId, orderUniqueId)
      return rows.map((row) => toBuyerRefund(row.refund, row.orderUniqueId))
    },

    async getForBuyer(userId: number, refundId: number): Promise<BuyerRefund> {
      const row = await findRefundOfBuyer(deps.db, userId, refundId)
      if (!row) throw notFound(MESSAGES.refundNotFound, 'REFUND_NOT_FOUND')
      return toBuyerRefund(row.refund, row.orderUniqueId)
    },

    /** The buyer gives their address, once: checked for the shop's network and never one of the shop's own. */
    async claim(userId: number, refundId: number, address: string): Promise<BuyerRefund> {
      const decoded = decodeAddress(address, deps.wallet.network)
      if (decoded === 'invalid')
        throw badRequest(MESSAGES.refundAddressInvalid, undefined, 'REFUND_ADDRESS_INVALID')
      if (decoded === 'wrongNetwork') {
        throw badRequest(MESSAGES.refundAddressWrongNetwork, undefined, 'REFUND_ADDRESS_WRONG_NETWORK')
      }
      return deps.db.transaction(async (tx) => {
        const row = await findRefundOfBuyer(tx, userId, refundId, true)
        if (!row) throw notFound(MESSAGES.refundNotFound, 'REFUND_NOT_FOUND')
        if (row.refund.status !== 'awaitingClaim') {
          throw conflict(MESSAGES.refundAlreadyClaimed, undefined, 'REFUND_ALREADY_CLAIMED')
        }
        if (await isShopAddress(deps, tx, decoded.address)) {
          throw badRequest(MESSAGES.refundAddressIsShops, undefined, 'REFUND_ADDRESS_IS_SHOPS')
        }
        const now = deps.clock.now()
        const updated = await updateRefund(tx, refundId, {
          status: 'claimed',
          address: decoded.address,
          claimedAt: now,
          updatedAt: now,
        })
        if (!updated) throw notFound(MESSAGES.refundNotFound, 'REFUND_NOT_FOUND')
        return toBuyerRefund(updated, row.orderUniqueId)
      })
    },

    async listForOwner(query: OwnerRefundsQuery): Promise<OwnerRefund[]> {
      const statuses =
        query.status === 'all' ? null : query.status === 'open' ? OPEN_STATUSES : [query.status]
      const rows = await listRefundsForOwner(deps.db, statuses)
      return rows.map((row) => ({
        ...toBuyerRefund(row.refund, row.orderUniqueId),
        buyer: row.buyer,
        rule: row.refund.rule as RefundValuationRule,
        received: btc(row.refund.receivedSats),
        lockedRate: filsToRate(row.refund.lockedFilsPerBtc),
        dayRate: filsToRate(row.refund.dayFilsPerBtc),
        approvedAt: iso(row.refund.approvedAt),
        approvedBy: row.approvedBy,
        payoutId: row.refund.payoutId,
      }))
    },

    async approve(admin: { id: number }, refundId: number): Promise<OwnerRefund> {
      await deps.db.transaction(async (tx) => {
        const refund = await lockRefund(tx, refundId)
        if (!refund) throw notFound(MESSAGES.refundNotFound, 'REFUND_NOT_FOUND')
        if (refund.status !== 'claimed') {
          throw conflict(
            refund.status === 'awaitingClaim'
              ? 'The buyer has not given an address yet.'
              : 'This refund is already approved.',
          )
        }
        const now = deps.clock.now()
        await updateRefund(tx, refundId, {
          status: 'approved',
          approvedAt: now,
          approvedByUserId: admin.id,
          updatedAt: now,
        })
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'refund.approve',
          entityType: 'refund',
          entityId: refundId,
          before: { status: refund.status },
          after: { status: 'approved', address: refund.address, amountSats: refund.amountSats.toString() },
          at: now,
        })
      })
      const [described] = (await this.listForOwner({ status: 'all' })).filter(
        (entry) => entry.refundId === refundId,
      )
      if (!described) throw new Error('approved refund vanished')
      return described
    },

    /** The accountant's CSV of refunds created on the UAE days from..to. */
    async *exportCsv(query: RefundsExportQuery): AsyncGenerator<string> {
      yield csvLine([
        'refund',
        'order',
        'buyer',
        'kind',
        'rule',
        'created',
        'received_btc',
        'locked_rate_aed',
        'day_rate_aed',
        'amount_btc',
        'fee_share_btc',
        'paid_btc',
        'status',
        'address',
        'txid',
        'paid_at',
        'payout',
        'payout_status',
      ])
      const from = uaeDayStart(query.from)
      const to = new Date(uaeDayStart(query.to).getTime() + DAY_MS)
      const rows = await listRefundsCreatedBetween(deps.db, from, to)
      for (const row of rows) {
        const refund = row.refund
        const amount = (sats: bigint | null) =>
          sats === null ? '' : (Number(sats) / Number(SATS_PER_BTC)).toFixed(8)
        const rate = (fils: bigint | null) => (fils === null ? '' : (Number(fils) / 100).toFixed(2))
        yield `${[
          csvCell(refund.id),
          csvCell(row.orderUniqueId),
          csvCell(row.buyerEmail),
          csvCell(refund.kind),
          csvCell(refund.rule),
          csvCell(refund.createdAt.toISOString()),
          amount(refund.receivedSats),
          rate(refund.lockedFilsPerBtc),
          rate(refund.dayFilsPerBtc),
          amount(refund.amountSats),
          amount(refund.feeShareSats),
          amount(refund.paidSats),
          csvCell(refund.status),
          csvCell(refund.address),
          csvCell(refund.paidTxid),
          csvCell(refund.paidAt?.toISOString() ?? null),
          csvCell(refund.payoutId),
          csvCell(row.payoutStatus),
        ].join(',')}\r\n`
      }
    },

    /** Starts the sweep (main.ts); tests call `sweep()` themselves. */
    start(intervalMs: number): void {
      job.start(intervalMs)
    },

    stop: (): Promise<void> => job.stop(),
  }
  return service
}

export type RefundsService = ReturnType<typeof createRefundsService>
