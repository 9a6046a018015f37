import { ChainBackendError, type ChainBackend, type ChainTxStatus } from './chain-backend.js'
import { EsploraTxStatusSchema, scanAddress, scanAddresses } from './esplora-address-scan.js'
import { createEsploraHttp, type EsploraHttpOptions } from './esplora-http.js'
import { createEsploraPayouts } from './esplora-payouts.js'

export { ESPLORA_CHAIN_PAGE_SIZE } from './esplora-address-scan.js'

// docs/architecture.md#orders-stock-and-payment: the production chain backend, an Esplora REST API (mempool.space, Blockstream or a self-hosted
// electrs). Bounded concurrency so a shop with many open orders stays under public rate limits; backoff on
// 429 (honouring Retry-After) and on timeouts; every failure surfaces as ChainBackendError. Its parts:
// esplora-http.ts (the retried, rate-limited GETs), esplora-address-scan.ts (an address's paged history),
// esplora-payouts.ts (raw transactions, fee estimates, broadcast).

export interface EsploraOptions extends EsploraHttpOptions {
  /** Confirmed-history pages read at most per address (25 transactions each). */
  maxPages?: number
}

export function createEsploraBackend(options: EsploraOptions): ChainBackend & { readonly baseUrl: string } {
  const http = createEsploraHttp(options)
  const maxPages = options.maxPages ?? 40

  const backend: ChainBackend & { readonly baseUrl: string } = {
    name: 'esplora',
    baseUrl: http.baseUrl,
    payouts: createEsploraPayouts(http),
    async tipHeight() {
      const text = (await http.get('/blocks/tip/height')).trim()
      if (!/^\d+$/.test(text)) throw new ChainBackendError('esplora /blocks/tip/height: unexpected answer')
      return Number(text)
    },
    async blockHashAt(height) {
      const path = `/block-height/${height}`
      // Esplora answers 404 "Block not found" above its tip.
      const answer = await http.getOrNull(path)
      if (answer === null) return null
      const text = answer.trim()
      if (!/^[0-9a-f]{64}$/.test(text)) throw new ChainBackendError(`esplora ${path}: unexpected answer`)
      return text
    },
    addressTransactions: (address) => scanAddress(http, address, maxPages),
    async transactionStatus(txid): Promise<ChainTxStatus> {
      const path = `/tx/${encodeURIComponent(txid)}/status`
      // Esplora answers 404 "Transaction not found" for a txid it does not know (any more).
      const text = await http.getOrNull(path)
      if (text === null) return { state: 'unknown' }
      let parsed
      try {
        parsed = EsploraTxStatusSchema.safeParse(JSON.parse(text))
      } catch {
        throw new ChainBackendError(`esplora ${path}: unreadable answer (not JSON)`)
      }
      if (!parsed.success) throw new ChainBackendError(`esplora ${path}: unexpected answer shape`)
      const { confirmed, block_height: height } = parsed.data
      if (!confirmed) return { state: 'mempool' }
      if (height === undefined) throw new ChainBackendError(`esplora ${path}: confirmed without a height`)
      return { state: 'confirmed', height }
    },
    async transactionsStatus(txids) {
      // The semaphore inside `http.get` bounds the requests in flight.
      const unique = [...new Set(txids)]
      const results = await Promise.all(
        unique.map(async (txid) => [txid, await backend.transactionStatus(txid)] as const),
      )
      return new Map(results)
    },
    addressesTransactions: (addresses) => scanAddresses(http, addresses, maxPages),
  }
  return backend
}
