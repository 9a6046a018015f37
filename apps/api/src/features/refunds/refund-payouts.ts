import {
  satsToBtc,
  type FeeEstimate,
  type Payout,
  PAYOUT_FEE_RATE_MAX,
  PAYOUT_FEE_RATE_MIN,
} from '@shop/contract'
import { hex } from '@scure/base'
import { p2wpkh } from '@scure/btc-signer'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { decodeAddress } from '../../lib/bitcoin-address.js'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { refundPaidMails } from '../order-mail/order-mail.js'
import { markReturnRefunded } from '../returns/return-states.repo.js'
import { markSellBackPaid } from '../sell-back/sell-back-states.repo.js'
import { issueCreditNote } from '../tax-documents/tax-document-issue.repo.js'
import { planPayout, PayoutShortError, readPsbt, type KeyOrigin, type ShopCoin } from './payout-psbt.js'
import {
  confirmedShopOutputs,
  highestIndexes,
  insertPayout,
  listOpenPayouts,
  listPayouts,
  listRefundsOfPayouts,
  lockApprovedRefunds,
  lockPayout,
  outpointsInLivePayouts,
  updatePayout,
  updateRefund,
  walletStateIdOf,
  type PayoutRow,
} from './refunds.repo.js'
import type { RefundsServiceDeps } from './refunds.service.js'

/** Serialises payout building, so two owners' clicks never plan the same coins twice. */
const PAYOUT_LOCK_KEY = 7_208_311_031
const btc = satsToBtc
const iso = (at: Date | null) => (at ? at.toISOString() : null)

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

/** The chain backend's payouts, or 503 where it cannot prepare them. */
function payoutChainOf(deps: RefundsServiceDeps) {
  if (!deps.chain.payouts) throw new AppError(503, 'This chain backend cannot prepare payouts.')
  return deps.chain.payouts
}

/** Marks a payout's refunds paid with `txid` and mails each buyer, once. */
async function markPaid(deps: RefundsServiceDeps, tx: DbOrTx, payout: PayoutRow, txid: string, now: Date) {
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

async function describePayouts(
  deps: RefundsServiceDeps,
  db: DbOrTx,
  payouts: PayoutRow[],
): Promise<Payout[]> {
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
async function spendableCoins(
  deps: RefundsServiceDeps,
  tx: DbOrTx,
  walletStateId: number,
): Promise<ShopCoin[]> {
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
  const chain = payoutChainOf(deps)
  const coins: ShopCoin[] = []
  for (const coin of candidates) {
    const rawTx = await chain.rawTransaction(coin.txid)
    if (rawTx) coins.push({ ...coin, rawTx })
  }
  return coins
}

/** The owner's payout of approved claims: the fee estimates, the PSBT to sign and the payouts so far. */
function payoutPreparation(deps: RefundsServiceDeps, origin: KeyOrigin) {
  return {
    /** The chain backend's fee estimates, clamped to what a payout may use. */
    async feeEstimates(): Promise<FeeEstimate[]> {
      const estimates = await payoutChainOf(deps).feeEstimates()
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
      const candidates = await spendableCoins(deps, deps.db, walletStateId)
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
        const [described] = await describePayouts(deps, tx, [payout])
        if (!described) throw new Error('payout vanished')
        return described
      })
    },

    async listPayouts(): Promise<Payout[]> {
      return describePayouts(deps, deps.db, await listPayouts(deps.db))
    },
  }
}

/** A payout after it is signed: broadcast, abandoned, or followed on the chain until it is mined. */
function payoutFollowUp(deps: RefundsServiceDeps, describedPayouts: () => Promise<Payout[]>) {
  return {
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
      const txid = await payoutChainOf(deps)
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
      const [described] = await describePayouts(deps, deps.db, [updated])
      if (!described) throw new Error('payout vanished')
      return (await describedPayouts()).find((entry) => entry.payoutId === payoutId) ?? described
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
      const [described] = await describePayouts(deps, deps.db, [updated])
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
          await markPaid(deps, tx, locked, txid, now)
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
  }
}

/** Payouts of refunds, in one PSBT the owner signs in their own wallet (docs/architecture.md#refunds-and-payouts). */
export function createRefundPayouts(deps: RefundsServiceDeps, origin: KeyOrigin) {
  const preparation = payoutPreparation(deps, origin)
  return { ...preparation, ...payoutFollowUp(deps, () => preparation.listPayouts()) }
}
