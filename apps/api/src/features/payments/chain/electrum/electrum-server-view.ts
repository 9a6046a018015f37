import { z } from 'zod'
import { AddressUnreadableError, ChainBackendError } from '../chain-backend.js'
import { headerHash, headerPrevHash, statusOfHistory, type HistoryEntry } from './bitcoin.js'
import {
  ElectrumConnection,
  ElectrumRpcError,
  type ElectrumConnectionOptions,
  type ElectrumLog,
  type ElectrumServerAddress,
} from './electrum-connection.js'

// One Electrum server as the backend sees it (electrum-backend.ts): its connection, the tip and block hashes it
// told us, and the status of each subscription it gave, from which its notifications mark addresses changed.

export const HistorySchema = z.array(
  z.object({ tx_hash: z.string().regex(/^[0-9a-f]{64}$/), height: z.number().int() }),
)
const HeaderHexSchema = z.string().regex(/^[0-9a-f]{160}$/)
const TipSchema = z.object({ height: z.number().int().nonnegative(), hex: HeaderHexSchema })
const StatusSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .nullable()
export const RawTxSchema = z.string().regex(/^([0-9a-f]{2})+$/)

/** How servers word "no such transaction". */
export const TX_NOT_FOUND = /no such|not found|no transaction|unknown transaction/i
/** Block hashes kept below the tip (the watcher looks back a few blocks for reorganisations). */
const HASHES_KEPT = 1_000

/** Runs `fn` over `items`, at most `limit` at once; the first failure stops new work and is thrown. */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
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

/** What the change feed knows, shared by every server's view. */
export interface FeedState {
  /** Followed scripthash -> its address. */
  followed: Map<string, string>
  /** Addresses that changed since the watcher last took them. */
  changed: Set<string>
  missedSome: boolean
}

/** What every server's view is given by the backend that made it. */
export interface ServerViewContext {
  log: ElectrumLog
  /** Timeouts, backoff and the like for the connection. */
  connection: Omit<ElectrumConnectionOptions, 'server' | 'log'> | undefined
  /** An address with a longer history is not read. */
  maxHistory: number
  /** Subscriptions sent at once. */
  subscribeConcurrency: number
  feed: FeedState
  /** Tells the watcher that some changes may have been missed (logged once until it takes them). */
  markMissed(server: string, reason: string): void
}

/** One server: its connection, the tip and block hashes it told us, and its subscriptions' statuses. */
export class ServerView {
  readonly conn: ElectrumConnection
  readonly label: string
  tip: { height: number; hash: string } | null = null
  hashes = new Map<number, string>()
  statuses = new Map<string, string | null>()
  needsResubscribe = false

  private readonly context: ServerViewContext

  constructor(address: ElectrumServerAddress, context: ServerViewContext) {
    this.context = context
    const { log, feed } = context
    this.conn = new ElectrumConnection({ ...context.connection, server: address, log })
    this.label = this.conn.label
    this.conn.onNotification('blockchain.headers.subscribe', (params) => {
      const tip = TipSchema.safeParse(params[0])
      if (tip.success) this.onHeader(tip.data.height, tip.data.hex)
    })
    this.conn.onNotification('blockchain.scripthash.subscribe', (params) => {
      const [sh, status] = params
      const parsed = StatusSchema.safeParse(status)
      if (typeof sh !== 'string' || !parsed.success) return
      const address = feed.followed.get(sh)
      if (address === undefined) return
      this.statuses.set(sh, parsed.data)
      feed.changed.add(address)
    })
    this.conn.onConnected((reconnected) => {
      if (!reconnected && !this.needsResubscribe) return
      // The server forgot every subscription with the old connection, and whatever happened meanwhile.
      this.hashes.clear()
      this.tip = null
      context.markMissed(this.label, 'reconnected')
      this.needsResubscribe = false
      this.tipHeight().catch(() => {})
      void this.subscribe([...feed.followed.keys()]).catch((error: unknown) => {
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
      this.context.markMissed(this.label, 'reorganisation')
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
    if (history.data.length > this.context.maxHistory) {
      throw new AddressUnreadableError(
        address,
        `electrum: ${address} has more than ${this.context.maxHistory} transactions`,
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
    await eachLimited(shs, this.context.subscribeConcurrency, async (sh) => {
      const status = StatusSchema.parse(await this.request('blockchain.scripthash.subscribe', [sh]))
      const address = this.context.feed.followed.get(sh)
      if (address === undefined) return
      // Read after the answer: a notification sent before it has been applied already.
      const known = this.statuses.get(sh)
      this.statuses.set(sh, status)
      if (known !== undefined && known !== status) {
        this.context.feed.changed.add(address)
        this.context.markMissed(this.label, 'a subscription reported no change, but the history changed')
      }
    })
  }

  async subscribe(shs: readonly string[]): Promise<void> {
    await eachLimited(shs, this.context.subscribeConcurrency, async (sh) => {
      const status = StatusSchema.parse(await this.request('blockchain.scripthash.subscribe', [sh]))
      const address = this.context.feed.followed.get(sh)
      if (address === undefined) return
      const known = this.statuses.get(sh)
      this.statuses.set(sh, status)
      // It changed while we were not listening (a resubscription). A first status is only the baseline:
      // whoever follows an address reads it next (ChainChangeFeed.follow), so what already paid it is
      // seen by that read; reporting it too would make the next cycle read every paid address again.
      if (known !== undefined && status !== known) this.context.feed.changed.add(address)
    })
  }
}
