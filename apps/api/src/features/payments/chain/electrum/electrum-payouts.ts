import { ChainBackendError, type FeeEstimate, type PayoutChain } from '../chain-backend.js'
import { parseRawTx } from './bitcoin.js'
import { ElectrumRpcError } from './electrum-connection.js'
import type { Ask } from './electrum-quorum.js'
import { RawTxSchema, TX_NOT_FOUND, type ServerView } from './electrum-server-view.js'

// What refund payouts need of the chain (electrum-backend.ts): a raw transaction, fee estimates, a broadcast.

/** Confirmation targets asked of blockchain.estimatefee. */
const FEE_TARGETS = [1, 3, 6, 144]

export function createElectrumPayouts(views: readonly ServerView[], ask: Ask): PayoutChain {
  return {
    async rawTransaction(txid) {
      let lastError: unknown = new ChainBackendError('electrum: no server answered')
      for (const view of views) {
        try {
          const raw = RawTxSchema.parse(await view.request('blockchain.transaction.get', [txid]))
          // The txid commits to the transaction: a server cannot pass off another one under it.
          if (parseRawTx(raw).txid !== txid)
            throw new ChainBackendError(`electrum ${view.label}: ${txid} does not match`)
          return raw
        } catch (error) {
          if (error instanceof ElectrumRpcError && TX_NOT_FOUND.test(error.rpcMessage)) return null
          lastError = error
        }
      }
      throw lastError instanceof ChainBackendError
        ? lastError
        : new ChainBackendError(`electrum: transaction ${txid}: ${String(lastError)}`)
    },
    async feeEstimates() {
      const estimates: FeeEstimate[] = []
      for (const targetBlocks of FEE_TARGETS) {
        // BTC per kB, or -1 when the server's node has no estimate; the lowest of the servers' answers.
        const answers = await ask((view) => view.request('blockchain.estimatefee', [targetBlocks]))
        const rates = answers.flatMap((answer) =>
          answer.ok && typeof answer.value === 'number' && answer.value > 0 ? [answer.value * 100_000] : [],
        )
        if (rates.length > 0)
          estimates.push({ targetBlocks, satPerVb: Math.round(Math.min(...rates) * 10) / 10 })
      }
      if (estimates.length === 0) throw new ChainBackendError('electrum: no fee estimate from any server')
      return estimates
    },
    async broadcast(txHex) {
      // Sent to every server, so the transaction reaches the network if one of them relays it.
      const answers = await ask((view) => view.request('blockchain.transaction.broadcast', [txHex.trim()]))
      const accepted = answers.find((answer) => answer.ok && typeof answer.value === 'string')
      if (accepted?.ok && typeof accepted.value === 'string') return accepted.value
      const refused = answers.find((answer) => !answer.ok)
      throw new ChainBackendError(
        `electrum broadcast refused: ${refused && !refused.ok ? String(refused.error) : 'no answer'}`,
      )
    },
  }
}
