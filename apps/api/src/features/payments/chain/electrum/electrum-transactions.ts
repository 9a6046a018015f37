import {
  AddressUnreadableError,
  ChainBackendError,
  type ChainTx,
  type ChainTxStatus,
} from '../chain-backend.js'
import { bytesEqual, outputScriptOf, parseRawTx, scripthashOf, type HistoryEntry } from './bitcoin.js'
import { ElectrumRpcError } from './electrum-connection.js'
import { AddressInDisputeError, asBackendError, type Agree, type Ask } from './electrum-quorum.js'
import { HistorySchema, RawTxSchema, TX_NOT_FOUND, type ServerView } from './electrum-server-view.js'

// What the servers agree an address was paid and where a transaction stands (electrum-backend.ts): an address's
// payments from its scripthash history plus the raw transactions (cached by txid, checked against it).

/** Where a transaction was seen (which scripthash's history), for transactionStatus. */
const TX_HOMES_KEPT = 100_000

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > limit) map.delete(map.keys().next().value as K)
}

/** The output script of an address, or AddressUnreadableError when it is not a Bitcoin address. */
export function scriptOf(address: string): Uint8Array {
  try {
    return outputScriptOf(address)
  } catch {
    throw new AddressUnreadableError(address, `electrum: ${address} is not a Bitcoin address`)
  }
}

const historyKey = (history: HistoryEntry[]) =>
  history
    .map((entry) => `${entry.tx_hash}:${entry.height > 0 ? entry.height : 'mempool'}`)
    .sort()
    .join(',')

export interface TransactionReadsDeps {
  views: readonly ServerView[]
  ask: Ask
  agree: Agree
  /** Raw transactions kept parsed, by txid. */
  rawTxCacheSize: number
}

/** Reads an address's payments and a transaction's status from every server, as they agree. */
export function createTransactionReads({ views, ask, agree, rawTxCacheSize }: TransactionReadsDeps) {
  const rawTxs = new Map<string, { script: Uint8Array; amount: bigint }[]>()
  const rawTxsInFlight = new Map<string, Promise<{ script: Uint8Array; amount: bigint }[]>>()
  const txHomes = new Map<string, string>()

  /** The outputs of a transaction, from the cache or the first server (of `from`) that gives it. */
  function outputsOf(txid: string, from: readonly ServerView[]) {
    const cached = rawTxs.get(txid)
    if (cached) return Promise.resolve(cached)
    let pending = rawTxsInFlight.get(txid)
    if (!pending) {
      pending = (async () => {
        let lastError: unknown = new ChainBackendError(`electrum: no server to read ${txid} from`)
        for (const view of from) {
          try {
            const raw = RawTxSchema.parse(await view.request('blockchain.transaction.get', [txid]))
            const parsed = parseRawTx(raw)
            // The txid commits to the outputs: a server cannot pass off other outputs under this txid.
            if (parsed.txid !== txid)
              throw new ChainBackendError(`electrum ${view.label}: ${txid} does not match`)
            boundedSet(rawTxs, txid, parsed.outputs, rawTxCacheSize)
            return parsed.outputs
          } catch (error) {
            lastError = error
          }
        }
        throw asBackendError(lastError, `transaction ${txid}`)
      })().finally(() => rawTxsInFlight.delete(txid))
      rawTxsInFlight.set(txid, pending)
    }
    return pending
  }

  async function addressTransactions(address: string): Promise<ChainTx[]> {
    const script = scriptOf(address)
    const sh = scripthashOf(script)
    const answers = await ask((view) => view.history(sh, address))
    const history = agree(
      `history of ${address}`,
      answers,
      historyKey,
      (message) => new AddressInDisputeError(address, message),
    )
    const from = views.filter((view) => answers.some((a) => a.ok && a.label === view.label))
    const txs: ChainTx[] = []
    for (const entry of history) {
      boundedSet(txHomes, entry.tx_hash, sh, TX_HOMES_KEPT)
      const outputs = (await outputsOf(entry.tx_hash, from)).flatMap((output, vout) =>
        bytesEqual(output.script, script) ? [{ vout, valueSats: output.amount }] : [],
      )
      // A transaction that only spends from the address pays nothing to it.
      if (outputs.length === 0) continue
      const known = txs.find((tx) => tx.txid === entry.tx_hash)
      if (known) continue
      txs.push({ txid: entry.tx_hash, outputs, confirmedHeight: entry.height > 0 ? entry.height : null })
    }
    return txs
  }

  async function statusOn(view: ServerView, txid: string): Promise<ChainTxStatus> {
    let home = txHomes.get(txid)
    if (home === undefined) {
      let outputs
      try {
        outputs = parseRawTx(
          RawTxSchema.parse(await view.request('blockchain.transaction.get', [txid])),
        ).outputs
      } catch (error) {
        // Only an answer that says so means unknown (ElectrumX/electrs: "No such mempool or blockchain
        // transaction", Fulcrum: "No transaction matching the requested hash was found"); a busy server's
        // error must not fail an order.
        if (error instanceof ElectrumRpcError && TX_NOT_FOUND.test(error.rpcMessage))
          return { state: 'unknown' }
        throw error
      }
      const first = outputs.find((output) => output.script.length > 0 && output.script[0] !== 0x6a)
      if (!first) return { state: 'unknown' }
      home = scripthashOf(first.script)
    }
    const history = HistorySchema.safeParse(await view.request('blockchain.scripthash.get_history', [home]))
    if (!history.success) throw new ChainBackendError(`electrum ${view.label}: unreadable history`)
    const entry = history.data.find((e) => e.tx_hash === txid)
    if (!entry) return { state: 'unknown' }
    return entry.height > 0 ? { state: 'confirmed', height: entry.height } : { state: 'mempool' }
  }

  async function transactionStatus(txid: string): Promise<ChainTxStatus> {
    const answers = await ask((view) => statusOn(view, txid))
    return agree(
      `status of ${txid}`,
      answers,
      (s) => (s.state === 'confirmed' ? `confirmed:${s.height}` : s.state),
      (message) => new ChainBackendError(message),
    )
  }

  return { addressTransactions, transactionStatus }
}
