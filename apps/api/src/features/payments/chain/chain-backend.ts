// docs/architecture.md#orders-stock-and-payment: the watcher reads the chain through one interface, `esplora` in production and `simulated` in
// development and tests, so its rules are tested against the same calls that run live.

/** One output of a transaction paying the address that was asked about. */
export interface ChainOutput {
  vout: number
  valueSats: bigint
}

/** A transaction paying an address, as the backend sees it now. */
export interface ChainTx {
  txid: string
  /** Only the outputs to the address asked about (a transaction may pay several). */
  outputs: ChainOutput[]
  /** Height of the block holding it; null while it waits in the mempool. */
  confirmedHeight: number | null
}

/**
 * A backend that is told of changes (Electrum subscriptions, the simulated chain's change log) lets a watcher
 * cycle read only the addresses that changed instead of every watched one. A backend without a feed (Esplora)
 * is polled on a schedule instead.
 */
export interface ChainChangeFeed {
  /**
   * Start following these addresses (idempotent). Only changes after this call are reported: the caller
   * reads the addresses once after following them, which sees what paid them before.
   * @throws ChainBackendError
   */
  follow(addresses: readonly string[]): Promise<void>
  /** Stop following them: their watch window ended (idempotent). */
  unfollow(addresses: readonly string[]): Promise<void>
  /**
   * The addresses reported changed since the last call, and whether the feed may have missed some (a
   * reconnect, a dropped subscription, a reorganisation): then the watcher reads every watched address once.
   */
  takeChanged(): { addresses: ReadonlySet<string>; missedSome: boolean }
  /**
   * Optional: brings the feed up to date before takeChanged, for a feed that has to ask rather than being
   * told (the simulated chain reads its change log in the database). The watcher awaits it at the start of
   * each cycle. @throws ChainBackendError
   */
  prepare?(): Promise<void>
}

/** A fee rate the backend expects to confirm within `targetBlocks` blocks. */
export interface FeeEstimate {
  targetBlocks: number
  satPerVb: number
}

/** What a payout of refunds needs from the chain (docs/architecture.md#refunds-and-payouts). */
export interface PayoutChain {
  /** The whole transaction, serialised (hex), for a PSBT's previous transaction; null when unknown. @throws ChainBackendError */
  rawTransaction(txid: string): Promise<string | null>
  /** Fee rates by confirmation target, lowest target first. @throws ChainBackendError */
  feeEstimates(): Promise<FeeEstimate[]>
  /** Sends a signed transaction (hex) to the network; answers its txid. @throws ChainBackendError when refused */
  broadcast(txHex: string): Promise<string>
}

export interface ChainBackend {
  readonly name: 'esplora' | 'simulated' | 'electrum'
  /** Present on backends that can serve a payout of refunds (every real one; absent on test doubles). */
  readonly payouts?: PayoutChain
  /** Present when the backend reports which addresses changed (see ChainChangeFeed). */
  readonly changeFeed?: ChainChangeFeed
  /** Height of the best block. @throws ChainBackendError */
  tipHeight(): Promise<number>
  /**
   * Hash of the block at `height` on the best chain, or null when the best chain has no block there (above
   * its tip). The watcher compares it with the hash it stored for that height to notice a reorganisation
   * (docs/reliability.md). @throws ChainBackendError
   */
  blockHashAt(height: number): Promise<string | null>
  /**
   * Every transaction paying `address` (mempool and confirmed). One that was seen before and is missing
   * now has left the chain (replaced or double spent) or was never mined.
   * @throws ChainBackendError
   */
  addressTransactions(address: string): Promise<ChainTx[]>
  /**
   * The same for many addresses: bounded concurrency on Esplora, one query on the simulated chain. Every
   * address is a key of the answer, except one the backend cannot read on its own (AddressUnreadableError:
   * a history too long to page through), which is left out so the watcher skips only its order. Any other
   * failure fails the whole call, so the watcher never acts on half a picture.
   * @throws ChainBackendError
   */
  addressesTransactions(addresses: readonly string[]): Promise<Map<string, ChainTx[]>>
  /**
   * Where one transaction stands now. `unknown`: the backend does not know it (replaced, double spent or
   * evicted). The watcher can ask this before failing an order on a payment missing from an address read,
   * since a load-balanced public backend may briefly answer from a node that has not seen it.
   * @throws ChainBackendError
   */
  transactionStatus(txid: string): Promise<ChainTxStatus>
  /**
   * The same for many transactions: bounded concurrency on Esplora (it has no batch call), one query on the
   * simulated chain. All or nothing, like addressesTransactions.
   * @throws ChainBackendError
   */
  transactionsStatus(txids: readonly string[]): Promise<Map<string, ChainTxStatus>>
}

export type ChainTxStatus =
  { state: 'unknown' } | { state: 'mempool' } | { state: 'confirmed'; height: number }

/**
 * The backend could not answer (network, rate limit after retries, an answer it cannot read). The watcher
 * must not change any status on this error: it tries again at its next poll.
 */
export class ChainBackendError extends Error {
  constructor(
    message: string,
    options?: { cause?: unknown },
    /** The HTTP status of the backend's last answer, when it gave one. */
    readonly httpStatus?: number,
  ) {
    super(message, options)
    this.name = 'ChainBackendError'
  }
}

/**
 * One address cannot be read, whatever the backend's health (e.g. more history than the shop pages through,
 * which anyone can cause by sending many tiny payments to an order's address).
 */
export class AddressUnreadableError extends ChainBackendError {
  constructor(
    readonly address: string,
    message: string,
  ) {
    super(message)
    this.name = 'AddressUnreadableError'
  }
}

/** Confirmations of a transaction at `confirmedHeight` when the tip is `tipHeight` (0 in the mempool). */
export function confirmationsAt(confirmedHeight: number | null, tipHeight: number): number {
  return confirmedHeight === null ? 0 : Math.max(0, tipHeight - confirmedHeight + 1)
}
