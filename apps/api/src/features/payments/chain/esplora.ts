import { SECOND_MS } from '@shop/contract'
import { z } from 'zod'
import type { Clock } from '../../../lib/clock.js'
import { getText, HttpFailure, type FetchFn } from '../http-json.js'
import {
  AddressUnreadableError,
  ChainBackendError,
  type ChainBackend,
  type ChainTx,
  type ChainTxStatus,
  type PayoutChain,
} from './chain-backend.js'

// docs/architecture.md#orders-stock-and-payment: the production chain backend, an Esplora REST API (mempool.space, Blockstream or a self-hosted
// electrs). Bounded concurrency so a shop with many open orders stays under public rate limits; backoff on
// 429 (honouring Retry-After) and on timeouts; every failure surfaces as ChainBackendError.

/** Esplora's confirmed-history page size (GET /address/:a/txs and /txs/chain/:last_seen_txid). */
export const ESPLORA_CHAIN_PAGE_SIZE = 25

const TxidSchema = z.string().regex(/^[0-9a-f]{64}$/)
const EsploraTxSchema = z.object({
  txid: TxidSchema,
  vout: z.array(
    z.object({
      // Absent for outputs without an address (OP_RETURN).
      scriptpubkey_address: z.string().optional(),
      value: z.number().int().nonnegative(),
    }),
  ),
  status: z.object({ confirmed: z.boolean(), block_height: z.number().int().nonnegative().optional() }),
})
const EsploraTxListSchema = z.array(EsploraTxSchema)
const EsploraTxStatusSchema = EsploraTxSchema.shape.status
type EsploraTx = z.infer<typeof EsploraTxSchema>

export interface EsploraOptions {
  /** e.g. https://mempool.space/api (ESPLORA_URL). */
  baseUrl: string
  clock: Clock
  fetch?: FetchFn
  /** Requests in flight at once, across all addresses. */
  concurrency?: number
  /** One request is given up after this long, then retried. */
  timeoutMs?: number
  /** Tries per request before ChainBackendError. */
  maxAttempts?: number
  /** First backoff after a timeout or 5xx; doubles per attempt. A 429 waits Retry-After when given. */
  backoffMs?: number
  /** Confirmed-history pages read at most per address (25 transactions each). */
  maxPages?: number
  /** How to wait; tests pass one that moves a manual clock instead of sleeping. */
  sleep?: (ms: number) => Promise<void>
  timeoutSignal?: (ms: number) => AbortSignal
}

/** At most `limit` holders at once; the rest queue in order. */
class Semaphore {
  #free: number
  #queue: (() => void)[] = []
  constructor(limit: number) {
    this.#free = limit
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1
    else await new Promise<void>((resolve) => this.#queue.push(resolve))
    try {
      return await fn()
    } finally {
      const next = this.#queue.shift()
      if (next) next()
      else this.#free += 1
    }
  }
}

// Unref'd: a backoff in progress never holds the process open at shutdown.
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

export function createEsploraBackend(options: EsploraOptions): ChainBackend & { readonly baseUrl: string } {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const fetchFn = options.fetch ?? fetch
  const { clock } = options
  const maxAttempts = options.maxAttempts ?? 4
  const backoffMs = options.backoffMs ?? 2 * SECOND_MS
  const timeoutMs = options.timeoutMs ?? 15 * SECOND_MS
  const maxPages = options.maxPages ?? 40
  const sleep = options.sleep ?? realSleep
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms))
  const semaphore = new Semaphore(options.concurrency ?? 4)
  // After a 429 every request waits, not only the one refused: the limit is per client, not per address.
  let pausedUntilMs = 0

  async function get(path: string): Promise<string> {
    return semaphore.run(async () => {
      let lastProblem = ''
      let lastStatus: number | undefined
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        const pauseMs = pausedUntilMs - clock.now().getTime()
        if (pauseMs > 0) await sleep(pauseMs)
        try {
          const answer = await getText(fetchFn, `${baseUrl}${path}`, {
            signal: timeoutSignal(timeoutMs),
            now: clock.now(),
          })
          return answer.body
        } catch (error) {
          if (!(error instanceof HttpFailure))
            throw new ChainBackendError(`esplora ${path}: ${String(error)}`)
          lastProblem = error.message
          lastStatus = error.status
          const retryable =
            error.kind === 'timeout' ||
            error.kind === 'network' ||
            error.status === 429 ||
            (error.status ?? 0) >= 500
          if (!retryable || attempt === maxAttempts) break
          const waitMs = backoffMs * 2 ** (attempt - 1)
          if (error.status === 429) {
            pausedUntilMs = Math.max(pausedUntilMs, clock.now().getTime() + (error.retryAfterMs ?? waitMs))
          } else {
            await sleep(waitMs)
          }
        }
      }
      throw new ChainBackendError(`esplora ${path}: ${lastProblem}`, undefined, lastStatus)
    })
  }

  async function getJsonList(path: string): Promise<EsploraTx[]> {
    const text = await get(path)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new ChainBackendError(`esplora ${path}: unreadable answer (not JSON)`)
    }
    const parsed = EsploraTxListSchema.safeParse(body)
    if (!parsed.success) throw new ChainBackendError(`esplora ${path}: unexpected answer shape`)
    return parsed.data
  }

  function toChainTx(tx: EsploraTx, address: string): ChainTx | undefined {
    const outputs = tx.vout.flatMap((output, vout) =>
      output.scriptpubkey_address === address ? [{ vout, valueSats: BigInt(output.value) }] : [],
    )
    // A transaction that only spends from the address pays nothing to it.
    if (outputs.length === 0) return undefined
    const confirmedHeight = tx.status.confirmed ? (tx.status.block_height ?? null) : null
    if (tx.status.confirmed && confirmedHeight === null) return undefined
    return { txid: tx.txid, outputs, confirmedHeight }
  }

  async function addressTransactions(address: string): Promise<ChainTx[]> {
    const encoded = encodeURIComponent(address)
    // First page: up to 50 mempool transactions and the newest 25 confirmed ones.
    const seen = new Map<string, EsploraTx>()
    const firstPage = await getJsonList(`/address/${encoded}/txs`)
    for (const tx of firstPage) seen.set(tx.txid, tx)
    let confirmedPage = firstPage.filter((tx) => tx.status.confirmed)
    for (let page = 1; confirmedPage.length >= ESPLORA_CHAIN_PAGE_SIZE; page += 1) {
      if (page >= maxPages) {
        throw new AddressUnreadableError(
          address,
          `esplora: ${address} has more than ${maxPages} pages of history`,
        )
      }
      const lastSeen = confirmedPage.at(-1)?.txid ?? ''
      confirmedPage = await getJsonList(`/address/${encoded}/txs/chain/${lastSeen}`)
      // A transaction confirmed between two reads shows up twice: its confirmed form wins.
      for (const tx of confirmedPage) seen.set(tx.txid, tx)
    }
    return [...seen.values()].flatMap((tx) => toChainTx(tx, address) ?? [])
  }

  /** GET that answers null on Esplora's 404 (a transaction it does not know). */
  async function getOrNull(path: string): Promise<string | null> {
    try {
      return await get(path)
    } catch (error) {
      if (error instanceof ChainBackendError && error.httpStatus === 404) return null
      throw error
    }
  }

  const payouts: PayoutChain = {
    async rawTransaction(txid) {
      const text = await getOrNull(`/tx/${encodeURIComponent(txid)}/hex`)
      if (text === null) return null
      const raw = text.trim()
      if (!/^(?:[0-9a-f]{2})+$/.test(raw))
        throw new ChainBackendError(`esplora /tx/${txid}/hex: unexpected answer`)
      return raw
    },
    async feeEstimates() {
      const text = await get('/fee-estimates')
      let parsed
      try {
        parsed = z.record(z.string().regex(/^\d+$/), z.number().nonnegative()).safeParse(JSON.parse(text))
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
        response = await fetchFn(`${baseUrl}/tx`, {
          method: 'POST',
          body: txHex.trim(),
          headers: { 'content-type': 'text/plain' },
          signal: timeoutSignal(timeoutMs),
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

  const backend: ChainBackend & { readonly baseUrl: string } = {
    name: 'esplora',
    baseUrl,
    payouts,
    async tipHeight() {
      const text = (await get('/blocks/tip/height')).trim()
      if (!/^\d+$/.test(text)) throw new ChainBackendError('esplora /blocks/tip/height: unexpected answer')
      return Number(text)
    },
    async blockHashAt(height) {
      const path = `/block-height/${height}`
      let text: string
      try {
        text = (await get(path)).trim()
      } catch (error) {
        // Esplora answers 404 "Block not found" above its tip.
        if (error instanceof ChainBackendError && error.httpStatus === 404) return null
        throw error
      }
      if (!/^[0-9a-f]{64}$/.test(text)) throw new ChainBackendError(`esplora ${path}: unexpected answer`)
      return text
    },
    addressTransactions,
    async transactionStatus(txid): Promise<ChainTxStatus> {
      const path = `/tx/${encodeURIComponent(txid)}/status`
      let text: string
      try {
        text = await get(path)
      } catch (error) {
        // Esplora answers 404 "Transaction not found" for a txid it does not know (any more).
        if (error instanceof ChainBackendError && error.httpStatus === 404) return { state: 'unknown' }
        throw error
      }
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
      // The semaphore inside `get` bounds the requests in flight.
      const unique = [...new Set(txids)]
      const results = await Promise.all(
        unique.map(async (txid) => [txid, await backend.transactionStatus(txid)] as const),
      )
      return new Map(results)
    },
    async addressesTransactions(addresses) {
      const unique = [...new Set(addresses)]
      // The semaphore inside `get` bounds the requests in flight, however many addresses are asked.
      const results = await Promise.all(
        unique.map(async (address) => {
          try {
            return [[address, await addressTransactions(address)] as const]
          } catch (error) {
            // This address alone: left out, so the other orders are still watched.
            if (error instanceof AddressUnreadableError) return []
            throw error
          }
        }),
      )
      return new Map(results.flat())
    },
  }
  return backend
}
