import { createHash, randomBytes } from 'node:crypto'
import { EventEmitter } from 'node:events'
import net from 'node:net'
import tls from 'node:tls'
import { Address, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import {
  headerHash,
  outputScriptOf,
  parseRawTx,
  RAW_TX_OPTIONS,
  scripthashOf,
  statusOfHistory,
  type HistoryEntry,
} from './bitcoin.js'

// A local stand-in for an Electrum server (electrs, Fulcrum, ElectrumX): newline-delimited JSON-RPC over TCP
// on an in-memory chain of real 80-byte headers and real raw transactions, so the Electrum backend is tested
// (and benchmarked) through sockets, framing and subscriptions without the internet. Its faults are the ones
// a real deployment meets: dropped connections, subscriptions forgotten without a word, and a server that
// lies (a chain of its own, see StandInChain.fork).

const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }

/** A fresh regtest P2WPKH address nobody holds a key for (tests and benches only). */
export function standInAddress(): string {
  return Address(REGTEST).encode({ type: 'wpkh', hash: randomBytes(20) })
}

interface StandInTx {
  txid: string
  raw: string
  /** Scripthashes this transaction pays. */
  scripthashes: string[]
  /** null while in the mempool. */
  height: number | null
}

/**
 * The chain behind one or more stand-in servers: blocks (headers only), transactions and an index of
 * histories by scripthash. Emits `tip` (height, header hex) and `scripthash` (scripthash) on every change.
 */
export class StandInChain extends EventEmitter {
  /** Header hex by height; index 0 is the genesis block. */
  headers: string[] = []
  txs = new Map<string, StandInTx>()
  /** Txids paying each scripthash, in arrival order. */
  byScripthash = new Map<string, string[]>()

  constructor() {
    super()
    this.setMaxListeners(0)
    this.headers.push(this.#header('0'.repeat(64)))
  }

  get tip(): number {
    return this.headers.length - 1
  }

  #header(prevHash: string): string {
    const header = Buffer.alloc(80)
    header.writeUInt32LE(0x20000000, 0)
    Buffer.from(prevHash, 'hex').reverse().copy(header, 4)
    // A random merkle root: two blocks at one height (a reorganisation) never share a hash.
    randomBytes(32).copy(header, 36)
    header.writeUInt32LE(1_700_000_000 + this.headers.length * 600, 68)
    header.writeUInt32LE(0x207fffff, 72)
    return header.toString('hex')
  }

  /** An independent copy: what a lying server (or one on a fork) answers from. */
  fork(): StandInChain {
    const copy = new StandInChain()
    copy.headers = [...this.headers]
    copy.txs = new Map([...this.txs].map(([txid, tx]) => [txid, { ...tx }]))
    copy.byScripthash = new Map([...this.byScripthash].map(([sh, txids]) => [sh, [...txids]]))
    return copy
  }

  hashAt(height: number): string | undefined {
    const header = this.headers[height]
    return header === undefined ? undefined : headerHash(header)
  }

  /** The history of a scripthash as Electrum lists it: confirmed by height, then the mempool (height 0). */
  history(scripthash: string): HistoryEntry[] {
    const txs = (this.byScripthash.get(scripthash) ?? []).flatMap((txid) => this.txs.get(txid) ?? [])
    const confirmed = txs
      .filter((tx) => tx.height !== null)
      .sort((a, b) => (a.height ?? 0) - (b.height ?? 0))
      .map((tx) => ({ tx_hash: tx.txid, height: tx.height ?? 0 }))
    const mempool = txs.filter((tx) => tx.height === null).map((tx) => ({ tx_hash: tx.txid, height: 0 }))
    return [...confirmed, ...mempool]
  }

  /**
   * A new transaction paying each `[address, sats]` (one output each, in order), waiting in the mempool,
   * then `confirmations` blocks mined on top (0: it stays in the mempool). Returns its txid.
   */
  pay(outputs: readonly (readonly [string, bigint])[], confirmations = 0): string {
    const tx = new Transaction(RAW_TX_OPTIONS)
    for (const [address, sats] of outputs) tx.addOutput({ script: outputScriptOf(address), amount: sats })
    tx.addInput({ txid: randomBytes(32), index: 0, finalScriptSig: new Uint8Array([0x51]) })
    const raw = Buffer.from(tx.toBytes(true, true)).toString('hex')
    const txid = this.addRawTx(raw)
    if (confirmations > 0) this.mine(confirmations)
    return txid
  }

  /** Adds a raw transaction (hex) to the mempool; returns its txid. */
  addRawTx(raw: string): string {
    const parsed = parseRawTx(raw)
    const scripthashes = [...new Set(parsed.outputs.map((output) => scripthashOf(output.script)))]
    this.txs.set(parsed.txid, { txid: parsed.txid, raw, scripthashes, height: null })
    for (const sh of scripthashes) {
      const list = this.byScripthash.get(sh) ?? []
      list.push(parsed.txid)
      this.byScripthash.set(sh, list)
    }
    this.#changed(scripthashes)
    return parsed.txid
  }

  /** Mines `blocks` blocks; the first takes every transaction in the mempool. Returns the new tip. */
  mine(blocks = 1): number {
    for (let i = 0; i < blocks; i += 1) {
      const height = this.headers.length
      this.headers.push(this.#header(this.hashAt(height - 1) ?? ''))
      if (i === 0) {
        const mined = [...this.txs.values()].filter((tx) => tx.height === null)
        for (const tx of mined) tx.height = height
        this.#changed(mined.flatMap((tx) => tx.scripthashes))
      }
      this.emit('tip', height, this.headers[height])
    }
    return this.tip
  }

  /** Removes a transaction (replaced, double spent, or in an orphaned block that did not come back). */
  drop(txid: string): void {
    const tx = this.txs.get(txid)
    if (!tx) return
    this.txs.delete(txid)
    for (const sh of tx.scripthashes) {
      this.byScripthash.set(
        sh,
        (this.byScripthash.get(sh) ?? []).filter((id) => id !== txid),
      )
    }
    this.#changed(tx.scripthashes)
  }

  /**
   * A reorganisation: the last `blocks` blocks are replaced by as many new empty ones (a competing chain
   * won). Their transactions wait in the mempool again.
   */
  reorg(blocks: number): number {
    const from = this.tip - blocks + 1
    if (blocks < 1 || from < 1) throw new RangeError(`cannot orphan ${blocks} blocks of ${this.tip}`)
    this.headers.length = from
    const returned = [...this.txs.values()].filter((tx) => tx.height !== null && tx.height >= from)
    for (const tx of returned) tx.height = null
    for (let height = from; height < from + blocks; height += 1) {
      this.headers.push(this.#header(this.hashAt(height - 1) ?? ''))
    }
    this.#changed(returned.flatMap((tx) => tx.scripthashes))
    this.emit('tip', this.tip, this.headers[this.tip])
    return this.tip
  }

  #changed(scripthashes: readonly string[]): void {
    for (const sh of new Set(scripthashes)) this.emit('scripthash', sh)
  }
}

export interface StandInServer {
  /** e.g. tcp://127.0.0.1:50001 (ssl://localhost:50002 with a certificate), for ELECTRUM_SERVERS. */
  url: string
  port: number
  chain: StandInChain
  /** Requests answered, by method (tests count resubscriptions with it). */
  requests: Map<string, number>
  /** Connections open now. */
  readonly connections: number
  /** Closes every client connection at once (a restart, a network cut); the server keeps listening. */
  dropConnections(): void
  /** Forgets every subscription without telling anyone: no notification is sent until clients subscribe again. */
  dropSubscriptions(): void
  /**
   * Answers `method` with `answer` instead (its result, or the error it throws) until called with null: a
   * server that lies or fails in one particular way.
   */
  override(method: string, answer: ((params: unknown[]) => unknown) | null): void
  /** Stops answering requests (they hang) until called with false. */
  hang(hanging: boolean): void
  close(): Promise<void>
}

interface Client {
  socket: net.Socket
  headers: boolean
  scripthashes: Set<string>
}

/**
 * Starts a stand-in server on 127.0.0.1 (`port` 0: any free port) answering from `chain`. Several servers
 * may share one chain (honest servers agree); a lying server answers from a fork.
 */
export async function startElectrumStandIn(
  options: {
    chain?: StandInChain
    port?: number
    /**
     * Also answer the `stand_in.*` methods (pay, mine, reorg, drop), so another process (the watcher
     * benchmark, a manual run) can drive the chain over the same protocol. Never on a real server.
     */
    control?: boolean
    /** Serve ssl:// with this key and certificate (PEM) instead of tcp://. */
    tls?: { key: string; cert: string }
  } = {},
): Promise<StandInServer> {
  const chain = options.chain ?? new StandInChain()
  const clients = new Set<Client>()
  const requests = new Map<string, number>()
  let hanging = false
  const overrides = new Map<string, (params: unknown[]) => unknown>()

  const send = (client: Client, message: object) => {
    if (!client.socket.destroyed) client.socket.write(`${JSON.stringify(message)}\n`)
  }
  const onTip = (height: number, hex: string) => {
    for (const client of clients) {
      if (client.headers)
        send(client, { jsonrpc: '2.0', method: 'blockchain.headers.subscribe', params: [{ height, hex }] })
    }
  }
  const onScripthash = (sh: string) => {
    const status = statusOfHistory(chain.history(sh))
    for (const client of clients) {
      if (client.scripthashes.has(sh))
        send(client, { jsonrpc: '2.0', method: 'blockchain.scripthash.subscribe', params: [sh, status] })
    }
  }
  chain.on('tip', onTip)
  chain.on('scripthash', onScripthash)

  function answer(client: Client, method: string, params: unknown[]): unknown {
    const isScripthash = (value: unknown): value is string =>
      typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)
    switch (method) {
      case 'server.version':
        return ['stand-in 1.0', '1.4']
      case 'server.ping':
        return null
      case 'blockchain.headers.subscribe':
        client.headers = true
        return { height: chain.tip, hex: chain.headers[chain.tip] }
      case 'blockchain.block.header': {
        const height = params[0]
        const header = typeof height === 'number' ? chain.headers[height] : undefined
        if (header === undefined) throw new Error(`height ${String(height)} out of range`)
        return header
      }
      case 'blockchain.scripthash.subscribe': {
        const sh = params[0]
        if (!isScripthash(sh)) throw new Error('invalid scripthash')
        client.scripthashes.add(sh)
        return statusOfHistory(chain.history(sh))
      }
      case 'blockchain.scripthash.unsubscribe': {
        const sh = params[0]
        if (!isScripthash(sh)) throw new Error('invalid scripthash')
        return client.scripthashes.delete(sh)
      }
      case 'blockchain.scripthash.get_history': {
        const sh = params[0]
        if (!isScripthash(sh)) throw new Error('invalid scripthash')
        return chain.history(sh)
      }
      case 'blockchain.transaction.get': {
        const tx = typeof params[0] === 'string' ? chain.txs.get(params[0]) : undefined
        if (!tx) throw new Error('No such mempool or blockchain transaction')
        return tx.raw
      }
      default:
        if (options.control && method.startsWith('stand_in.')) return control(method, params)
        throw Object.assign(new Error(`unknown method "${method}"`), { code: -32601 })
    }
  }

  function control(method: string, params: unknown[]): unknown {
    const outputsOf = (value: unknown): [string, bigint][] => {
      if (!Array.isArray(value)) throw new Error('outputs must be [[address, sats], ...]')
      return value.map((pair: unknown) => {
        if (!Array.isArray(pair) || typeof pair[0] !== 'string')
          throw new Error('an output is [address, sats]')
        return [pair[0], BigInt(String(pair[1]))]
      })
    }
    const count = (value: unknown, fallback: number): number =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback
    switch (method) {
      // [[address, sats], ...], confirmations: one transaction paying them all.
      case 'stand_in.pay':
        return chain.pay(outputsOf(params[0]), count(params[1], 0))
      // [[address, sats], ...], confirmations: one transaction per output (one change per address).
      case 'stand_in.pay_each': {
        const txids = outputsOf(params[0]).map((output) => chain.pay([output]))
        const confirmations = count(params[1], 0)
        if (confirmations > 0) chain.mine(confirmations)
        return txids
      }
      case 'stand_in.mine':
        return chain.mine(count(params[0], 1))
      case 'stand_in.reorg':
        return chain.reorg(count(params[0], 1))
      case 'stand_in.drop':
        chain.drop(String(params[0]))
        return null
      default:
        throw Object.assign(new Error(`unknown method "${method}"`), { code: -32601 })
    }
  }

  const onSocket = (socket: net.Socket) => {
    const client: Client = { socket, headers: false, scripthashes: new Set() }
    clients.add(client)
    socket.setEncoding('utf8')
    let buffer = ''
    socket.on('data', (chunk: string) => {
      buffer += chunk
      let newline = buffer.indexOf('\n')
      while (newline >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        newline = buffer.indexOf('\n')
        if (hanging || line.trim() === '') continue
        let request: { id?: unknown; method?: unknown; params?: unknown }
        try {
          request = JSON.parse(line) as typeof request
        } catch {
          socket.destroy()
          return
        }
        const method = String(request.method)
        requests.set(method, (requests.get(method) ?? 0) + 1)
        try {
          const params = Array.isArray(request.params) ? request.params : []
          const override = overrides.get(method)
          const result = override ? override(params) : answer(client, method, params)
          send(client, { jsonrpc: '2.0', id: request.id, result })
        } catch (error) {
          const { message, code } = error as { message: string; code?: number }
          send(client, { jsonrpc: '2.0', id: request.id, error: { code: code ?? 2, message } })
        }
      }
    })
    socket.on('error', () => {})
    socket.on('close', () => clients.delete(client))
  }
  const server = options.tls ? tls.createServer(options.tls, onSocket) : net.createServer(onSocket)
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: options.tls ? `ssl://localhost:${port}` : `tcp://127.0.0.1:${port}`,
    port,
    chain,
    requests,
    get connections() {
      return clients.size
    },
    dropConnections() {
      for (const client of clients) client.socket.destroy()
      clients.clear()
    },
    dropSubscriptions() {
      for (const client of clients) {
        client.scripthashes.clear()
        client.headers = false
      }
    },
    override(method, answer) {
      if (answer) overrides.set(method, answer)
      else overrides.delete(method)
    },
    hang(value) {
      hanging = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        chain.off('tip', onTip)
        chain.off('scripthash', onScripthash)
        for (const client of clients) client.socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A txid-like 64-hex string no chain knows (tests of unknown transactions). */
export const unknownTxid = (): string => createHash('sha256').update(randomBytes(8)).digest('hex')
