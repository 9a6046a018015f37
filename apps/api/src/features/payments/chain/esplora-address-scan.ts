import { z } from 'zod'
import { AddressUnreadableError, ChainBackendError, type ChainTx } from './chain-backend.js'
import type { EsploraHttp } from './esplora-http.js'

// Reading the transactions that pay an address from Esplora: the first page of its history (mempool and
// the newest confirmed), then the older confirmed pages while they come back full.

/** Esplora's confirmed-history page size (GET /address/:a/txs and /txs/chain/:last_seen_txid). */
export const ESPLORA_CHAIN_PAGE_SIZE = 25

const TxidSchema = z.string().regex(/^[0-9a-f]{64}$/)
/** Where Esplora says a transaction stands (GET /tx/:txid/status, and each transaction's `status`). */
export const EsploraTxStatusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.number().int().nonnegative().optional(),
})
const EsploraTxSchema = z.object({
  txid: TxidSchema,
  vout: z.array(
    z.object({
      // Absent for outputs without an address (OP_RETURN).
      scriptpubkey_address: z.string().optional(),
      value: z.number().int().nonnegative(),
    }),
  ),
  status: EsploraTxStatusSchema,
})
const EsploraTxListSchema = z.array(EsploraTxSchema)
type EsploraTx = z.infer<typeof EsploraTxSchema>

async function getTxList(http: EsploraHttp, path: string): Promise<EsploraTx[]> {
  const text = await http.get(path)
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

/**
 * Every transaction paying `address`, reading at most `maxPages` pages of its confirmed history.
 * @throws AddressUnreadableError when its history is longer; ChainBackendError when Esplora fails.
 */
export async function scanAddress(http: EsploraHttp, address: string, maxPages: number): Promise<ChainTx[]> {
  const encoded = encodeURIComponent(address)
  // First page: up to 50 mempool transactions and the newest 25 confirmed ones.
  const seen = new Map<string, EsploraTx>()
  const firstPage = await getTxList(http, `/address/${encoded}/txs`)
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
    confirmedPage = await getTxList(http, `/address/${encoded}/txs/chain/${lastSeen}`)
    // A transaction confirmed between two reads shows up twice: its confirmed form wins.
    for (const tx of confirmedPage) seen.set(tx.txid, tx)
  }
  return [...seen.values()].flatMap((tx) => toChainTx(tx, address) ?? [])
}

/**
 * The same for many addresses, all at once (the semaphore inside `http.get` bounds the requests in flight,
 * however many addresses are asked). An address too long to read is left out; any other failure fails all.
 */
export async function scanAddresses(
  http: EsploraHttp,
  addresses: readonly string[],
  maxPages: number,
): Promise<Map<string, ChainTx[]>> {
  const unique = [...new Set(addresses)]
  const results = await Promise.all(
    unique.map(async (address) => {
      try {
        return [[address, await scanAddress(http, address, maxPages)] as const]
      } catch (error) {
        // This address alone: left out, so the other orders are still watched.
        if (error instanceof AddressUnreadableError) return []
        throw error
      }
    }),
  )
  return new Map(results.flat())
}
