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
  type Payout,
  type RefundKind,
  type RefundValuationRule,
  type RefundsExportQuery,
  type RefundStatus,
  type ShopSettings,
  PAYOUT_FEE_RATE_MAX,
  PAYOUT_FEE_RATE_MIN,
  SATS_PER_BTC,
} from '@shop/contract'
import { hex } from '@scure/base'
import { p2wpkh } from '@scure/btc-signer'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import { decodeAddress, type BitcoinNetwork } from '../../lib/bitcoin-address.js'
import type { Clock } from '../../lib/clock.js'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import { periodicJob } from '../../lib/periodic-job.js'
import { recordAudit } from '../audit/audit.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { refundClaimMails, refundPaidMails } from '../order-mail/order-mail.js'
import { markReturnRefunded } from '../returns/return-states.repo.js'
import { markSellBackPaid } from '../sell-back/sell-back-states.repo.js'
import { issueCreditNote } from '../tax-documents/tax-document-issue.repo.js'
import {
  parseKeyOrigin,
  planPayout,
  PayoutShortError,
  readPsbt,
  type KeyOrigin,
  type ShopCoin,
} from './payout-psbt.js'
import {
  confirmedShopOutputs,
  findRefundOfBuyer,
  highestIndexes,
  insertPayout,
  insertRefund,
  isIssuedShopAddress,
  listOpenPayouts,
  listPayouts,
  listRefundsCreatedBetween,
  listRefundsForOwner,
  listRefundsOfBuyer,
  listRefundsOfPayouts,
  lockApprovedRefunds,
  lockedRateOfOrder,
  bindingCancellationOf,
  lockPayout,
  lockRefund,
  outpointsInLivePayouts,
  updatePayout,
  updateRefund,
  walletStateIdOf,
  type PayoutRow,
  type RefundRow,
} from './refunds.repo.js'

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

/** Serialises payout building, so two owners' clicks never plan the same coins twice. */
const PAYOUT_LOCK_KEY = 7_208_311_031
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

function toPayout(payout: PayoutRow, refundIds: number[], total: bigint): Payout {
  return {
    payoutId: payout.id,
    status: payout.status as Payout['status'],
    txid: payout.txid,
    feeRate: payout.feeRateSatVb,
    fee: btc(payout.feeSats),
    change: btc(payout.changeSats),
    changeAddress: payout.changeAddress,
    psbt: payout.psbt,
    refundIds,
    total: btc(total),
    createdAt: payout.createdAt.toISOString(),
    broadcastAt: iso(payout.broadcastAt),
    confirmedAt: iso(payout.confirmedAt),
    note: payout.note,
  }
}

/** The buyer's claim page: PUBLIC_URL/profile/refunds/ID. */
export function refundClaimUrl(publicUrl: string, refundId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/profile/refunds/${refundId}`
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

  const payoutChain = () => {
    if (!deps.chain.payouts) throw new AppError(503, 'This chain backend cannot prepare payouts.')
    return deps.chain.payouts
  }

  /** Whether `address` is the shop's own: handed out, or among the next addresses its wallet would derive. */
  async function isShopAddress(db: DbOrTx, address: string): Promise<boolean> {
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
  async function createRefundOf(orderUniqueId: string): Promise<boolean> {
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

  /** Marks a payout's refunds paid with `txid` and mails each buyer, once. */
  async function markPaid(tx: DbOrTx, payout: PayoutRow, txid: string, now: Date) {
    const [payoutRefunds] = [await listRefundsOfPayouts(tx, [payout.id])]
    for (const refund of payoutRefunds) {
      if (refund.status === 'paid') continue
      await updateRefund(tx, refund.id, { status: 'paid', paidTxid: txid, paidAt: now, updatedAt: now })
      if (refund.kind === 'approvedReturn') await markReturnRefunded(tx, refund.id, now)
      // A sell-back belongs to no order: its quote is marked paid and mails its own buyer.
      if (refund.orderId === null) {
        await markSellBackPaid(tx, {
          refundId: refund.id,
          amountSats: refund.paidSats ?? refund.amountSats,
          address: refund.address ?? '',
          txid,
          at: now,
        })
        continue
      }
      // A refund of an order the shop will not fulfil cancels its tax invoice (docs/architecture.md#tax-invoices).
      const creditNoteId =
        refund.kind === 'latePayment' || refund.kind === 'paidThenCancelled'
          ? await issueCreditNote(tx, refund.orderId, now)
          : null
      const mails = await refundPaidMails(tx, {
        orderId: refund.orderId,
        amountSats: refund.paidSats ?? refund.amountSats,
        address: refund.address ?? '',
        txid,
      })
      await enqueueMail(
        tx,
        creditNoteId === null
          ? mails
          : mails.map((mail) => ({
              ...mail,
              message: { ...mail.message, attachments: [{ taxDocumentId: creditNoteId }] },
            })),
        now,
      )
    }
  }

  async function describePayouts(db: DbOrTx, payouts: PayoutRow[]): Promise<Payout[]> {
    const ofPayouts = await listRefundsOfPayouts(
      db,
      payouts.map((payout) => payout.id),
    )
    return payouts.map((payout) => {
      const mine = ofPayouts.filter((refund) => refund.payoutId === payout.id)
      return toPayout(
        payout,
        mine.map((refund) => refund.id),
        mine.reduce((sum, refund) => sum + (refund.paidSats ?? 0n), 0n),
      )
    })
  }

  /** The shop's spendable coins with their previous transactions, read from the chain. */
  async function spendableCoins(tx: DbOrTx, walletStateId: number): Promise<ShopCoin[]> {
    const spent = await outpointsInLivePayouts(tx)
    const { received, change } = await confirmedShopOutputs(tx, walletStateId)
    const candidates = [
      ...received.map((row) => ({
        txid: row.txid,
        vout: row.vout,
        valueSats: row.valueSats,
        branch: 0 as const,
        index: row.index,
      })),
      ...change.flatMap((row) =>
        row.index === null || row.vout === null
          ? []
          : [
              {
                txid: row.txid,
                vout: row.vout,
                valueSats: row.valueSats,
                branch: 1 as const,
                index: row.index,
              },
            ],
      ),
    ].filter((coin) => !spent.has(`${coin.txid}:${coin.vout}`))
    const chain = payoutChain()
    const coins: ShopCoin[] = []
    for (const coin of candidates) {
      const rawTx = await chain.rawTransaction(coin.txid)
      if (rawTx) coins.push({ ...coin, rawTx })
    }
    return coins
  }

  const service = {
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
          if (await createRefundOf(row.orderUniqueId)) created += 1
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
        if (await isShopAddress(tx, decoded.address)) {
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

    /** The chain backend's fee estimates, clamped to what a payout may use. */
    async feeEstimates(): Promise<FeeEstimate[]> {
      const estimates = await payoutChain().feeEstimates()
      return estimates.map((estimate) => ({
        targetBlocks: estimate.targetBlocks,
        satPerVb: Math.min(
          PAYOUT_FEE_RATE_MAX,
          Math.max(PAYOUT_FEE_RATE_MIN, Math.round(estimate.satPerVb * 10) / 10),
        ),
      }))
    },

    /**
     * One PSBT paying every approved claim not in a live payout. Each claim is in at most one unbroadcast
     * payout: planning locks the approved refunds and moves them to inPayout in the same transaction.
     */
    async createPayout(admin: { id: number }, feeRateSatVb: number): Promise<Payout> {
      const walletStateId = await walletStateIdOf(deps.db, deps.wallet.fingerprint)
      if (walletStateId === null) throw conflict('The shop has no coins to pay from yet.')
      // The chain is read before the transaction: no connection is held while a backend answers.
      const candidates = await spendableCoins(deps.db, walletStateId)
      return deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_KEY})`)
        const approved = await lockApprovedRefunds(tx)
        if (approved.length === 0) throw conflict('No approved claim is waiting for a payout.')
        // Another payout may have taken some of them meanwhile.
        const spent = await outpointsInLivePayouts(tx)
        const coins = candidates.filter((coin) => !spent.has(`${coin.txid}:${coin.vout}`))
        const highest = await highestIndexes(tx, walletStateId)
        const changeIndex = (highest.change ?? -1) + 1
        const changeAddress = deps.wallet.changeAddress(changeIndex)
        const claims = approved.map((refund) => {
          const decoded = decodeAddress(refund.address ?? '', deps.wallet.network)
          if (typeof decoded === 'string') throw new Error(`refund ${refund.id} has an unpayable address`)
          return {
            refundId: refund.id,
            grossSats: refund.amountSats,
            script: decoded.script,
            type: decoded.type,
          }
        })
        let plan
        try {
          plan = planPayout({
            coins,
            claims,
            feeRateSatVb,
            origin,
            publicKeyAt: deps.wallet.publicKeyAt,
            change: { index: changeIndex, script: p2wpkh(deps.wallet.publicKeyAt(1, changeIndex)).script },
          })
        } catch (error) {
          if (error instanceof PayoutShortError) {
            throw conflict(
              `The shop's confirmed coins (${satsToBtc(error.availableSats)} BTC) do not cover the approved refunds (${satsToBtc(error.neededSats)} BTC).`,
            )
          }
          if (error instanceof RangeError)
            throw conflict('At this fee rate every claim would be eaten by the fee.')
          throw error
        }
        const now = deps.clock.now()
        const hasChange = plan.changeSats > 0n
        const payout = await insertPayout(tx, {
          status: 'prepared',
          txid: plan.txid,
          psbt: plan.psbtBase64,
          inputs: plan.inputs.map((coin) => `${coin.txid}:${coin.vout}`),
          feeRateSatVb,
          feeSats: plan.feeSats,
          changeSats: plan.changeSats,
          changeAddress: hasChange ? changeAddress : null,
          changeIndex: hasChange ? changeIndex : null,
          changeVout: hasChange ? plan.paid.length : null,
          walletStateId,
          createdByUserId: admin.id,
          createdAt: now,
          updatedAt: now,
        })
        for (const claim of plan.paid) {
          await updateRefund(tx, claim.refundId, {
            status: 'inPayout',
            payoutId: payout.id,
            feeShareSats: claim.feeShareSats,
            paidSats: claim.paidSats,
            updatedAt: now,
          })
        }
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'refund.payout',
          entityType: 'refund',
          entityId: `payout-${payout.id}`,
          after: {
            txid: plan.txid,
            refunds: plan.paid.map((claim) => claim.refundId),
            feeRateSatVb,
            feeSats: plan.feeSats.toString(),
          },
          at: now,
        })
        const [described] = await describePayouts(tx, [payout])
        if (!described) throw new Error('payout vanished')
        return described
      })
    },

    async listPayouts(): Promise<Payout[]> {
      return describePayouts(deps.db, await listPayouts(deps.db))
    },

    /** Finalises the owner's signed PSBT of a prepared payout and broadcasts it through the chain backend. */
    async broadcast(admin: { id: number }, payoutId: number, psbtText: string): Promise<Payout> {
      const payout = await deps.db.transaction((tx) => lockPayout(tx, payoutId))
      if (!payout) throw notFound('No such payout.')
      if (payout.status !== 'prepared' && payout.status !== 'broadcast') {
        throw conflict('This payout is no longer waiting to be broadcast.')
      }
      const signed = readPsbt(psbtText)
      if (!signed) throw badRequest('This is not a PSBT (base64 or hex).')
      if (signed.id !== payout.txid) throw badRequest('This PSBT is not the payout the shop prepared.')
      let txHex: string
      try {
        if (!signed.isFinal) signed.finalize()
        txHex = hex.encode(signed.extract())
      } catch {
        throw badRequest('The PSBT is not fully signed: sign every input in your wallet first.')
      }
      const txid = await payoutChain()
        .broadcast(txHex)
        .catch((error: unknown) => {
          throw new AppError(502, `The chain backend refused the transaction: ${(error as Error).message}`)
        })
      const now = deps.clock.now()
      const updated = await deps.db.transaction(async (tx) => {
        const locked = await lockPayout(tx, payoutId)
        if (!locked) throw notFound('No such payout.')
        const row =
          locked.status === 'prepared'
            ? await updatePayout(tx, payoutId, { status: 'broadcast', broadcastAt: now, updatedAt: now })
            : locked
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'refund.broadcast',
          entityType: 'refund',
          entityId: `payout-${payoutId}`,
          after: { txid },
          at: now,
        })
        return row
      })
      await this.watchPayouts()
      const [described] = await describePayouts(deps.db, [updated])
      if (!described) throw new Error('payout vanished')
      return (await this.listPayouts()).find((entry) => entry.payoutId === payoutId) ?? described
    },

    /**
     * The owner sets aside a payout not on the chain: its claims go back to approved for the next PSBT. A
     * payout the chain knows cannot be abandoned (its refunds would be paid twice).
     */
    async abandon(admin: { id: number }, payoutId: number): Promise<Payout> {
      const status = await deps.db.transaction(async (tx) => {
        const payout = await lockPayout(tx, payoutId)
        return payout ? { txid: payout.txid, status: payout.status } : null
      })
      if (!status) throw notFound('No such payout.')
      if (status.status === 'confirmed' || status.status === 'abandoned') {
        throw conflict('This payout is already settled on the chain or set aside.')
      }
      const onChain = (await deps.chain.transactionsStatus([status.txid])).get(status.txid)
      if (onChain && onChain.state !== 'unknown') {
        throw conflict('The chain already knows this payout: it cannot be abandoned.')
      }
      const now = deps.clock.now()
      const updated = await deps.db.transaction(async (tx) => {
        const payout = await lockPayout(tx, payoutId)
        if (!payout || (payout.status !== 'prepared' && payout.status !== 'broadcast')) {
          throw conflict('This payout is already settled on the chain or set aside.')
        }
        for (const refund of await listRefundsOfPayouts(tx, [payoutId])) {
          if (refund.status !== 'inPayout') continue
          await updateRefund(tx, refund.id, {
            status: 'approved',
            payoutId: null,
            feeShareSats: null,
            paidSats: null,
            updatedAt: now,
          })
        }
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'refund.abandonPayout',
          entityType: 'refund',
          entityId: `payout-${payoutId}`,
          before: { status: payout.status, txid: payout.txid },
          at: now,
        })
        return updatePayout(tx, payoutId, {
          status: 'abandoned',
          note: 'abandoned by the owner',
          updatedAt: now,
        })
      })
      const [described] = await describePayouts(deps.db, [updated])
      if (!described) throw new Error('payout vanished')
      return described
    },

    /**
     * Follows open payouts on the chain: by txid (the shop's own broadcast or the owner's wallet's), else by
     * outputs (a wallet that rebuilt it, e.g. to bump the fee, pays the same addresses the same amounts under
     * another txid). Seen: each refund is paid and mailed; confirmed: the payout is done; unseen after a
     * broadcast: noted for the owner.
     */
    async watchPayouts(): Promise<void> {
      const open = await listOpenPayouts(deps.db)
      if (open.length === 0) return
      const statuses = await deps.chain.transactionsStatus(open.map((payout) => payout.txid))
      const now = deps.clock.now()
      for (const payout of open) {
        let status = statuses.get(payout.txid) ?? { state: 'unknown' as const }
        let txid = payout.txid
        if (status.state === 'unknown') {
          const found = await this.findPayoutByOutputs(payout)
          if (found) {
            txid = found
            status = (await deps.chain.transactionsStatus([found])).get(found) ?? status
          }
        }
        await deps.db.transaction(async (tx) => {
          const locked = await lockPayout(tx, payout.id)
          if (!locked || (locked.status !== 'prepared' && locked.status !== 'broadcast')) return
          if (status.state === 'unknown') {
            if (locked.status === 'broadcast' && locked.note === null) {
              await updatePayout(tx, payout.id, { note: 'not seen on the chain', updatedAt: now })
            }
            return
          }
          await markPaid(tx, locked, txid, now)
          await updatePayout(tx, payout.id, {
            txid,
            note: null,
            updatedAt: now,
            broadcastAt: locked.broadcastAt ?? now,
            ...(status.state === 'confirmed'
              ? { status: 'confirmed', confirmedAt: now, blockHeight: status.height }
              : { status: 'broadcast' }),
          })
        })
      }
    },

    /** A transaction paying every refund of `payout` its amount, under another txid; null when none. */
    async findPayoutByOutputs(payout: PayoutRow): Promise<string | null> {
      const payoutRefunds = (await listRefundsOfPayouts(deps.db, [payout.id])).filter(
        (refund) => refund.address,
      )
      if (payoutRefunds.length === 0) return null
      const byAddress = await deps.chain.addressesTransactions(
        payoutRefunds.map((refund) => refund.address ?? ''),
      )
      const candidates = payoutRefunds.map(
        (refund) =>
          new Set(
            (byAddress.get(refund.address ?? '') ?? [])
              .filter((tx) =>
                tx.outputs.some((output) => output.valueSats >= (refund.paidSats ?? refund.amountSats)),
              )
              .map((tx) => tx.txid),
          ),
      )
      const [first, ...rest] = candidates
      return [...(first ?? [])].find((txid) => rest.every((set) => set.has(txid))) ?? null
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
