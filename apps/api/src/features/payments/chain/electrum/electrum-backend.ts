import { MINUTE_MS } from '@shop/contract'
import {
  AddressUnreadableError,
  ChainBackendError,
  type ChainBackend,
  type ChainChangeFeed,
  type ChainTx,
  type ChainTxStatus,
} from '../chain-backend.js'
import { scripthashOf } from './bitcoin.js'
import type { ElectrumConnectionOptions, ElectrumLog, ElectrumServerAddress } from './electrum-connection.js'
import { createElectrumPayouts } from './electrum-payouts.js'
import { agreement, askingEvery, asBackendError } from './electrum-quorum.js'
import { eachLimited, ServerView, type FeedState, type ServerViewContext } from './electrum-server-view.js'
import { createTransactionReads, scriptOf } from './electrum-transactions.js'

// The chain backend over one or more Electrum servers (docs/architecture.md, "Electrum"). Reads: the tip
// from headers, an address's payments from its scripthash history plus the raw transactions (cached by
// txid, checked against it). The change feed: one subscription per watched scripthash and one to headers.
// With two or more servers, an answer counts only when two servers agree and no other answer is as common
// (docs/decisions/077-electrum-two-servers-agree.md): one lying server cannot mark an order paid.
// Each server's view is in electrum-server-view.ts, the agreement in electrum-quorum.ts, the reads of addresses
// and transactions in electrum-transactions.ts and the payouts' chain in electrum-payouts.ts.

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

export function createElectrumBackend(options: ElectrumBackendOptions): ElectrumBackend {
  if (options.servers.length === 0) throw new Error('electrum: at least one server')
  const { log } = options
  const concurrency = options.concurrency ?? 32
  const probeBatch = options.probeBatch ?? 100

  const feed: FeedState = { followed: new Map(), changed: new Set(), missedSome: false }
  /** Followed scripthash -> its address. */
  const followed = feed.followed
  const markMissed = (server: string, reason: string) => {
    if (!feed.missedSome) log.warn({ server, reason }, 'electrum: some changes may have been missed')
    feed.missedSome = true
  }
  /** Followed address -> its scripthash: follow() may be given every watched address each cycle. */
  const followedAddresses = new Map<string, string>()

  const context: ServerViewContext = {
    log,
    connection: options.connection,
    maxHistory: options.maxHistory ?? 1_000,
    subscribeConcurrency: options.subscribeConcurrency ?? 128,
    feed,
    markMissed,
  }
  const views = options.servers.map((server) => new ServerView(server, context))
  const quorum = views.length >= 2
  const ask = askingEvery(views)
  const agree = agreement(log, quorum)
  const { addressTransactions, transactionStatus } = createTransactionReads({
    views,
    ask,
    agree,
    rawTxCacheSize: options.rawTxCacheSize ?? 50_000,
  })

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
      const taken = { addresses: feed.changed as ReadonlySet<string>, missedSome: feed.missedSome }
      feed.changed = new Set()
      feed.missedSome = false
      return taken
    },
  }

  const payouts = createElectrumPayouts(views, ask)

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
