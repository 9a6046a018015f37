import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { simTransactions } from '../../../db/schema/index.js'
import type { Clock } from '../../../lib/clock.js'
import { addressOfScript, type BitcoinNetwork } from '../../../lib/bitcoin-address.js'
import { badRequest } from '../../../lib/errors.js'
import type { PayoutChain } from './chain-backend.js'
import { lockSimulatedChain, wrapRead } from './simulated-store.js'

// What a payout of refunds needs from the simulated chain (docs/architecture.md#refunds-and-payouts): the
// transactions it spends, fee rates, and a mempool that takes the signed payout.

/** Fee rates the simulated chain estimates, sat/vB by confirmation target: a calm day's mempool. */
export const SIM_FEE_ESTIMATES = [
  { targetBlocks: 1, satPerVb: 12 },
  { targetBlocks: 3, satPerVb: 8 },
  { targetBlocks: 6, satPerVb: 5 },
  { targetBlocks: 144, satPerVb: 1 },
] as const

export function createSimulatedPayouts(deps: {
  db: Db
  clock: Clock
  network?: BitcoinNetwork
}): PayoutChain {
  const { db, clock } = deps
  return {
    rawTransaction: (txid) =>
      wrapRead('rawTransaction', async () => {
        const [row] = await db
          .select({ rawTx: simTransactions.rawTx })
          .from(simTransactions)
          .where(and(eq(simTransactions.txid, txid), isNull(simTransactions.droppedAt)))
          .limit(1)
        return row?.rawTx ?? null
      }),
    feeEstimates: async () => SIM_FEE_ESTIMATES.map((estimate) => ({ ...estimate })),
    /**
     * Accepts a finalised transaction whose inputs the chain knows, as a node's mempool would (signatures are
     * the wallet's business and are not checked here), and records each output that pays an address.
     */
    async broadcast(txHex) {
      let parsed: Transaction
      try {
        parsed = Transaction.fromRaw(hex.decode(txHex.trim()), { allowUnknownOutputs: true })
      } catch {
        throw badRequest('The simulated chain cannot read this transaction.')
      }
      const network = deps.network ?? 'regtest'
      const txid = parsed.id
      const now = clock.now()
      const outputs = Array.from({ length: parsed.outputsLength }, (_, vout) => {
        const output = parsed.getOutput(vout)
        const address = output.script ? addressOfScript(output.script, network) : null
        return address && output.amount ? [{ vout, address, valueSats: output.amount }] : []
      }).flat()
      await db.transaction(async (tx) => {
        await lockSimulatedChain(tx)
        const [known] = await tx
          .select({ id: simTransactions.id })
          .from(simTransactions)
          .where(and(eq(simTransactions.txid, txid), isNull(simTransactions.droppedAt)))
          .limit(1)
        if (known) return
        for (let index = 0; index < parsed.inputsLength; index += 1) {
          const input = parsed.getInput(index)
          if (!input.finalScriptWitness && !input.finalScriptSig) {
            throw badRequest('The transaction is not signed: finalise it before broadcasting.')
          }
          const prevTxid = input.txid ? hex.encode(input.txid) : ''
          const [prev] = await tx
            .select({ id: simTransactions.id })
            .from(simTransactions)
            .where(and(eq(simTransactions.txid, prevTxid), isNull(simTransactions.droppedAt)))
            .limit(1)
          if (!prev)
            throw badRequest(`The simulated chain does not know input ${prevTxid}:${input.index ?? 0}.`)
        }
        if (outputs.length > 0) {
          await tx.insert(simTransactions).values(
            outputs.map((output) => ({
              txid,
              ...output,
              rawTx: txHex.trim(),
              createdAt: now,
              updatedAt: now,
            })),
          )
        }
      })
      return txid
    },
  }
}
