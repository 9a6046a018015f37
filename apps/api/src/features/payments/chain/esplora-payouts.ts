import { z } from 'zod'
import { ChainBackendError, type PayoutChain } from './chain-backend.js'
import type { EsploraHttp } from './esplora-http.js'

// What a payout of refunds needs from Esplora (docs/architecture.md#refunds-and-payouts): the raw
// transactions it spends, the fee estimates, and the broadcast of the signed payout.

const FeeEstimatesSchema = z.record(z.string().regex(/^\d+$/), z.number().nonnegative())

export function createEsploraPayouts(http: EsploraHttp): PayoutChain {
  return {
    async rawTransaction(txid) {
      const text = await http.getOrNull(`/tx/${encodeURIComponent(txid)}/hex`)
      if (text === null) return null
      const raw = text.trim()
      if (!/^(?:[0-9a-f]{2})+$/.test(raw))
        throw new ChainBackendError(`esplora /tx/${txid}/hex: unexpected answer`)
      return raw
    },
    async feeEstimates() {
      const text = await http.get('/fee-estimates')
      let parsed
      try {
        parsed = FeeEstimatesSchema.safeParse(JSON.parse(text))
      } catch {
        throw new ChainBackendError('esplora /fee-estimates: unreadable answer (not JSON)')
      }
      if (!parsed.success) throw new ChainBackendError('esplora /fee-estimates: unexpected answer shape')
      return Object.entries(parsed.data)
        .map(([target, satPerVb]) => ({ targetBlocks: Number(target), satPerVb }))
        .filter((estimate) => estimate.targetBlocks > 0 && estimate.satPerVb > 0)
        .sort((a, b) => a.targetBlocks - b.targetBlocks)
    },
    async broadcast(txHex) {
      // Not retried: a broadcast that timed out may have gone through; the watcher looks for the txid.
      let response: Response
      try {
        response = await http.fetchFn(`${http.baseUrl}/tx`, {
          method: 'POST',
          body: txHex.trim(),
          headers: { 'content-type': 'text/plain' },
          signal: http.timeoutSignal(http.timeoutMs),
        })
      } catch (error) {
        throw new ChainBackendError(`esplora POST /tx: ${String(error)}`)
      }
      const body = (await response.text()).trim()
      if (!response.ok) {
        throw new ChainBackendError(
          `esplora POST /tx: ${response.status} ${body.slice(0, 200)}`,
          undefined,
          response.status,
        )
      }
      if (!/^[0-9a-f]{64}$/.test(body)) throw new ChainBackendError('esplora POST /tx: unexpected answer')
      return body
    },
  }
}
