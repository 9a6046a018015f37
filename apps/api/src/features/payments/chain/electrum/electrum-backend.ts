import { MINUTE_MS } from '@shop/contract'
import { z } from 'zod'
import {
  AddressUnreadableError,
  ChainBackendError,
  type ChainBackend,
  type ChainChangeFeed,
  type ChainTx,
  type ChainTxStatus,
  type FeeEstimate,
  type PayoutChain,
} from '../chain-backend.js'
import {
  bytesEqual,
  headerHash,
  headerPrevHash,
  outputScriptOf,
  parseRawTx,
  scripthashOf,
  statusOfHistory,
  type HistoryEntry,
} from './bitcoin.js'
import {
  ElectrumConnection,
  ElectrumRpcError,
  type ElectrumConnectionOptions,
  type ElectrumLog,
  type ElectrumServerAddress,
} from './electrum-connection.js'

// The chain backend over one or more Electrum servers (docs/architecture.md, "Electrum"). Reads: the tip
// from headers, an address's payments from its scripthash history plus the raw transactions (cached by
// txid, checked against it). The change feed: one subscription per watched scripthash and one to headers.
// With two or more servers, an answer counts only when two servers agree and no other answer is as common
// (docs/decisions/077-electrum-two-servers-agree.md): one lying server cannot mark an order paid.

/** Two or more servers answered differently and no answer has a clear majority of at least two. */
export class AddressInDisputeError extends AddressUnreadableError {
  constructor(address: string, message: string) {
    super(address, message)
    this.name = 'AddressInDisputeError'
  }
}

export interface ElectrumBackendOptions {
  servers: readonly ElectrumServerAddress[]
  log: ElectrumLog
  /** Timeouts, backoff and the like for every connection. */
  connection?: Omit<ElectrumConnectionOptions, 'server' | 'log'>
  /** Addresses read at once (each is a few requests per server; connections also bound their own). */
  concurrency?: number
  /** Subscriptions sent at once per server (one small request each). */
  subscribeConcurrency?: number
  /** An address with a longer history is not read (anyone can make one with tiny payments). */
  maxHistory?: number
  /** How often a batch of subscriptions is checked against the server (a server that forgot them). */
  probeIntervalMs?: number
  probeBatch?: number
  /** Raw transactions kept parsed, by txid. */
  rawTxCacheSize?: number
}

export interface ElectrumBackend extends ChainBackend {
  readonly name: 'electrum'
  readonly changeFeed: ChainChangeFeed
  /**
   * Subscribes the next batch of followed addresses again on every server and compares the status each
   * server gives with the last one it reported: a difference is a notification that never came. Runs on a
   * timer; tests call it directly.
   */
  checkSubscriptions(): Promise<void>
  /** Closes every connection. */
  close(): void
}

const HistorySchema = z.array(
  z.object({ tx_hash: z.string().regex(/^[0-9a-f]{64}$/), height: z.number().int() }),
)
const HeaderHexSchema = z.string().regex(/^[0-9a-f]{160}$/)
const TipSchema = z.object({ height: z.number().int().nonnegative(), hex: HeaderHexSchema })
const StatusSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .nullable()
const RawTxSchema = z.string().regex(/^([0-9a-f]{2})+$/)

/** How servers word "no such transaction". */
const TX_NOT_FOUND = /no such|not found|no transaction|unknown transaction/i
/** Block hashes kept below the tip (the watcher looks back a few blocks for reorganisations). */
const HASHES_KEPT = 1_000
/** Where a transaction was seen (which scripthash's history), for transactionStatus. */
const TX_HOMES_KEPT = 100_000

/** Runs `fn` over `items`, at most `limit` at once; the first failure stops new work and is thrown. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0
  let failure: { error: unknown } | null = null
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T
      try {
        await fn(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failure !== null) throw (failure as { error: unknown }).error
}

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > limit) map.delete(map.keys().next().value as K)
}

const asBackendError = (error: unknown, what: string): ChainBackendError =>
  error instanceof ChainBackendError ? error : new ChainBackendError(`electrum ${what}: ${String(error)}`)

type Answer<T> = { label: string; ok: true; value: T } | { label: string; ok: false; error: unknown }

export function createElectrumBackend(options: ElectrumBackendOptions): ElectrumBackend {
  if (options.servers.length === 0) throw new Error('electrum: at least one server')
  const { log } = options
  const concurrency = options.concurrency ?? 32
  const subscribeConcurrency = options.subscribeConcurrency ?? 128
  const maxHistory = options.maxHistory ?? 1_000
  const probeBatch = options.probeBatch ?? 100
  const rawTxCacheSize = options.rawTxCacheSize ?? 50_000

  /** Followed scripthash -> its address. */
  const followed = new Map<string, string>()
  let changed = new Set<string>()
  let missedSome = false
  const markMissed = (server: string, reason: string) => {
    if (!missedSome) log.warn({ server, reason }, 'electrum: some changes may have been missed')
    missedSome = true
  }

  const rawTxs = new Map<string, { script: Uint8Array; amount: bigint }[]>()
  const rawTxsInFlight = new Map<string, Promise<{ script: Uint8Array; amount: bigint }[]>>()
  const txHomes = new Map<string, string>()
  /** Followed address -> its scripthash: follow() may be given every watched address each cycle. */
  const followedAddresses = new Map<string, string>()

  function scriptOf(address: string): Uint8Array {
    try {
      return outputScriptOf(address)
    } catch {
      throw new AddressUnreadableError(address, `electrum: ${address} is not a Bitcoin address`)
    }
  }

  /** One server: its connection, the tip and block hashes it told us, and its subscriptions' statuses. */
  class ServerView {
    readonly conn: ElectrumConnection
    readonly label: string
    tip: { height: number; hash: string } | null = null
    hashes = new Map<number, string>()
    statuses = new Map<string, string | null>()
    needsResubscribe = false

    constructor(address: ElectrumServerAddress) {
      this.conn = new ElectrumConnection({ ...options.connection, server: address, log })
      this.label = this.conn.label
      this.conn.onNotification('blockchain.headers.subscribe', (params) => {
        const tip = TipSchema.safeParse(params[0])
        if (tip.success) this.onHeader(tip.data.height, tip.data.hex)
      })
      this.conn.onNotification('blockchain.scripthash.subscribe', (params) => {
        const [sh, status] = params
        const parsed = StatusSchema.safeParse(status)
        if (typeof sh !== 'string' || !parsed.success) return
        const address = followed.get(sh)
        if (address === undefined) return
        this.statuses.set(sh, parsed.data)
        changed.add(address)
      })
      this.conn.onConnected((reconnected) => {
        if (!reconnected && !this.needsResubscribe) return
        // The server forgot every subscription with the old connection, and whatever happened meanwhile.
        this.hashes.clear()
        this.tip = null
        markMissed(this.label, 'reconnected')
        this.needsResubscribe = false
        this.tipHeight().catch(() => {})
        void this.subscribe([...followed.keys()]).catch((error: unknown) => {
          this.needsResubscribe = true
          log.warn({ server: this.label, err: error }, 'electrum: resubscribing failed')
        })
      })
    }

    request(method: string, params: unknown[] = []): Promise<unknown> {
      return this.conn.request(method, params)
    }

    onHeader(height: number, hex: string): void {
      const hash = headerHash(hex)
      const prev = headerPrevHash(hex)
      const knownHere = this.hashes.get(height)
      const knownBelow = this.hashes.get(height - 1)
      if (
        (knownHere !== undefined && knownHere !== hash) ||
        (knownBelow !== undefined && knownBelow !== prev)
      ) {
        // A block we knew left the best chain: every address may have changed (the watcher re-reads all and
        // compares block hashes itself).
        this.hashes.clear()
        markMissed(this.label, 'reorganisation')
      } else if (
        this.tip &&
        !(height === this.tip.height + 1 && prev === this.tip.hash) &&
        height !== this.tip.height
      ) {
        // Several blocks at once (or the tip went down): the hashes kept may no longer be the best chain's.
        this.hashes.clear()
      }
      for (const known of this.hashes.keys()) {
        if (known > height || known < height - HASHES_KEPT) this.hashes.delete(known)
      }
      this.hashes.set(height, hash)
      this.tip = { height, hash }
    }

    async tipHeight(): Promise<number> {
      // Asked every cycle (one request): a tip missed by a dropped headers subscription is still seen.
      const tip = TipSchema.safeParse(await this.request('blockchain.headers.subscribe'))
      if (!tip.success) throw new ChainBackendError(`electrum ${this.label}: unreadable tip`)
      this.onHeader(tip.data.height, tip.data.hex)
      return tip.data.height
    }

    async blockHashAt(height: number): Promise<string | null> {
      if (this.tip === null) await this.tipHeight()
      if (height > (this.tip?.height ?? -1)) return null
      const known = this.hashes.get(height)
      if (known !== undefined) return known
      const header = HeaderHexSchema.safeParse(await this.request('blockchain.block.header', [height]))
      if (!header.success) throw new ChainBackendError(`electrum ${this.label}: unreadable header ${height}`)
      const hash = headerHash(header.data)
      if (this.tip !== null && height <= this.tip.height) this.hashes.set(height, hash)
      return hash
    }

    async history(sh: string, address: string): Promise<HistoryEntry[]> {
      let answer: unknown
      try {
        answer = await this.request('blockchain.scripthash.get_history', [sh])
      } catch (error) {
        // electrs and Fulcrum refuse histories above their own limit with an error naming it.
        if (error instanceof ElectrumRpcError && /too (large|long|many)|history/i.test(error.rpcMessage)) {
          throw new AddressUnreadableError(address, `electrum ${this.label}: ${error.rpcMessage}`)
        }
        throw error
      }
      const history = HistorySchema.safeParse(answer)
      if (!history.success) throw new ChainBackendError(`electrum ${this.label}: unreadable history`)
      if (history.data.length > maxHistory) {
        throw new AddressUnreadableError(
          address,
          `electrum: ${address} has more than ${maxHistory} transactions`,
        )
      }
      const known = this.statuses.get(sh)
      if (known !== undefined && known !== statusOfHistory(history.data)) {
        // The history moved on without a notification, or one is on its way: the probe tells which.
        void this.probe([sh]).catch(() => {})
      }
      return history.data
    }

    /** Subscribes scripthashes; a status already known that differs is a change this server did not report. */
    async probe(shs: readonly string[]): Promise<void> {
      await eachLimited(shs, subscribeConcurrency, async (sh) => {
        const status = StatusSchema.parse(await this.request('blockchain.scripthash.subscribe', [sh]))
        const address = followed.get(sh)
        if (address === undefined) return
        // Read after the answer: a notification sent before it has been applied already.
        const known = this.statuses.get(sh)
        this.statuses.set(sh, status)
        if (known !== undefined && known !== status) {
          changed.add(address)
          markMissed(this.label, 'a subscription reported no change, but the history changed')
        }
      })
    }

    async subscribe(shs: readonly string[]): Promise<void> {
      await eachLimited(shs, subscribeConcurrency, async (sh) => {
        const status = StatusSchema.parse(await this.request('blockchain.scripthash.subscribe', [sh]))
        const address = followed.get(sh)
        if (address === undefined) return
        const known = this.statuses.get(sh)
        this.statuses.set(sh, status)
        // It changed while we were not listening (a resubscription). A first status is only the baseline:
        // whoever follows an address reads it next (ChainChangeFeed.follow), so what already paid it is
        // seen by that read; reporting it too would make the next cycle read every paid address again.
        if (known !== undefined && status !== known) changed.add(address)
      })
    }
  }

  const views = options.servers.map((server) => new ServerView(server))
  const quorum = views.length >= 2

  async function ask<T>(fn: (view: ServerView) => Promise<T>): Promise<Answer<T>[]> {
    return Promise.all(
      views.map(async (view): Promise<Answer<T>> => {
        try {
          return { label: view.label, ok: true, value: await fn(view) }
        } catch (error) {
          return { label: view.label, ok: false, error }
        }
      }),
    )
  }

  /**
   * The answer servers agree on. One server: its answer. Several: the most common answer, given by at least
   * two servers and by more than any other; the servers that said otherwise are logged.
   * @throws the only server's error; AddressUnreadableError when a server cannot read the address;
   *   ChainBackendError when fewer than two answered; `dispute()` when no answer wins.
   */
  function agree<T>(
    what: string,
    answers: Answer<T>[],
    keyOf: (value: T) => string,
    dispute: (message: string) => ChainBackendError,
  ): T {
    if (!quorum) {
      const [only] = answers
      if (!only) throw new ChainBackendError(`electrum ${what}: no server`)
      if (only.ok) return only.value
      throw asBackendError(only.error, what)
    }
    const unreadable = answers.find((a) => !a.ok && a.error instanceof AddressUnreadableError)
    if (unreadable && !unreadable.ok) throw unreadable.error as AddressUnreadableError
    const groups = new Map<string, { value: T; labels: string[] }>()
    for (const answer of answers) {
      if (!answer.ok) continue
      const key = keyOf(answer.value)
      const group = groups.get(key) ?? { value: answer.value, labels: [] }
      group.labels.push(answer.label)
      groups.set(key, group)
    }
    const ranked = [...groups.values()].sort((a, b) => b.labels.length - a.labels.length)
    const [best, second] = ranked
    const answered = answers.filter((a) => a.ok).length
    if (answered < 2 || !best) {
      const failed = answers.flatMap((a) =>
        a.ok ? [] : [`${a.label}: ${asBackendError(a.error, what).message}`],
      )
      throw new ChainBackendError(`electrum ${what}: fewer than two servers answered (${failed.join('; ')})`)
    }
    if (best.labels.length >= 2 && best.labels.length > (second?.labels.length ?? 0)) {
      if (second) {
        log.warn(
          { what, agreed: best.labels, disagreed: ranked.slice(1).flatMap((g) => g.labels) },
          'electrum: a server disagrees with the others',
        )
      }
      return best.value
    }
    log.warn(
      { what, answers: ranked.map((g) => g.labels) },
      'electrum: servers disagree; nothing is decided on it until two agree',
    )
    throw dispute(
      `electrum ${what}: servers disagree (${ranked.map((g) => g.labels.join('+')).join(' vs ')})`,
    )
  }

  const historyKey = (history: HistoryEntry[]) =>
    history
      .map((entry) => `${entry.tx_hash}:${entry.height > 0 ? entry.height : 'mempool'}`)
      .sort()
      .join(',')

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

  let probeCursor = 0
  async function checkSubscriptions(): Promise<void> {
    const all = [...followed.keys()]
    if (all.length === 0) return
    const start = probeCursor % all.length
    const batch = all.slice(start, start + probeBatch)
    probeCursor = start + batch.length
    await Promise.all(
      views.filter((view) => view.conn.ready).map((view) => view.probe(batch).catch(() => {})),
    )
  }
  const probeTimer = setInterval(() => {
    void checkSubscriptions()
  }, options.probeIntervalMs ?? MINUTE_MS)
  probeTimer.unref()

  const changeFeed: ChainChangeFeed = {
    async follow(addresses) {
      const fresh: string[] = []
      for (const address of addresses) {
        // Already followed: one map lookup, no hashing (a cycle may pass every watched address).
        if (followedAddresses.has(address)) continue
        let sh: string
        try {
          sh = scripthashOf(scriptOf(address))
        } catch {
          // Not an address any server can index: the watcher's own read reports it.
          continue
        }
        followedAddresses.set(address, sh)
        if (followed.has(sh)) continue
        followed.set(sh, address)
        fresh.push(sh)
      }
      if (fresh.length === 0) return
      const answers = await ask((view) => view.subscribe(fresh))
      for (const view of views) {
        // That server subscribes everything again once it is back.
        if (answers.some((a) => !a.ok && a.label === view.label)) view.needsResubscribe = true
      }
      if (answers.every((a) => !a.ok)) {
        throw new ChainBackendError(
          `electrum: no server took the subscriptions (${answers.map((a) => (a.ok ? '' : asBackendError(a.error, 'subscribe').message)).join('; ')})`,
        )
      }
    },
    async unfollow(addresses) {
      const gone: string[] = []
      for (const address of addresses) {
        const sh = followedAddresses.get(address)
        if (sh === undefined) continue
        followedAddresses.delete(address)
        if (!followed.delete(sh)) continue
        gone.push(sh)
        for (const view of views) view.statuses.delete(sh)
      }
      // Best effort: a server without unsubscribe (older ElectrumX) keeps notifying, which is ignored.
      await ask((view) =>
        view.conn.ready
          ? eachLimited(gone, concurrency, async (sh) => {
              await view.request('blockchain.scripthash.unsubscribe', [sh]).catch(() => {})
            })
          : Promise.resolve(),
      )
    },
    takeChanged() {
      const taken = { addresses: changed as ReadonlySet<string>, missedSome }
      changed = new Set()
      missedSome = false
      return taken
    },
  }

  /** Confirmation targets asked of blockchain.estimatefee. */
  const FEE_TARGETS = [1, 3, 6, 144]
  const payouts: PayoutChain = {
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

  const backend: ElectrumBackend = {
    name: 'electrum',
    changeFeed,
    payouts,
    checkSubscriptions,
    close() {
      clearInterval(probeTimer)
      for (const view of views) view.conn.close()
    },
    async tipHeight() {
      const answers = await ask((view) => view.tipHeight())
      if (!quorum) return agree('tip', answers, String, (m) => new ChainBackendError(m))
      // The second highest tip: reached by at least two servers, so one server cannot add confirmations.
      const heights = answers.flatMap((a) => (a.ok ? [a.value] : [])).sort((a, b) => b - a)
      const second = heights[1]
      if (second === undefined) {
        throw new ChainBackendError('electrum tip: fewer than two servers answered')
      }
      return second
    },
    async blockHashAt(height) {
      const answers = await ask((view) => view.blockHashAt(height))
      return agree(
        `block ${height}`,
        answers,
        (hash) => hash ?? 'none',
        (m) => new ChainBackendError(m),
      )
    },
    addressTransactions,
    async addressesTransactions(addresses) {
      const result = new Map<string, ChainTx[]>()
      await eachLimited([...new Set(addresses)], concurrency, async (address) => {
        try {
          result.set(address, await addressTransactions(address))
        } catch (error) {
          // This address alone waits (unreadable, or servers in dispute over it); the others go on.
          if (error instanceof AddressUnreadableError) return
          throw error
        }
      })
      return result
    },
    transactionStatus,
    async transactionsStatus(txids) {
      const result = new Map<string, ChainTxStatus>()
      await eachLimited([...new Set(txids)], concurrency, async (txid) => {
        result.set(txid, await transactionStatus(txid))
      })
      return result
    },
  }
  return backend
}
