import { HOUR_MS } from '@shop/contract'
import { ChainBackendError } from '../chain/chain-backend.js'
import { checkChainTip, listChainTips, recordChainTip, type TipCheck } from './chain-tips.js'
import {
  listCandidatePayments,
  listNewlyWatched,
  listWatchEnded,
  listWatchedPaymentsPage,
  type WatchedPayment,
} from './watcher.repo.js'
import type { CycleReport, WatcherDeps } from './watcher.js'

/** A page of payments handed to the watcher's reconciling and moves; null when the chain could not be read. */
export type ProcessPayments = (
  payments: WatchedPayment[],
  tip: number,
  now: Date,
) => Promise<CycleReport | null>

/**
 * One watcher cycle's reading: leadership, the chain tip and its reorganisations, and which payments to read
 * (what the change feed named, a full sweep, or without a feed a spread share of the after-close ones),
 * page by page. Kept apart from the payments' reconciling because its bookkeeping is about the chain and
 * the feed, not about orders.
 */
export function createWatcherCycle(
  deps: WatcherDeps,
  steps: {
    /** Reads what the cycle's decisions need, once the cycle is known to run. */
    begin(): Promise<void>
    process: ProcessPayments
  },
) {
  let lastTipHeight: number | null = null
  let lastCycleAt: Date | null = null

  const feed = deps.chain.changeFeed
  const pageSize = deps.pageSize ?? 10_000
  const fullSweepMs = deps.fullSweepMs ?? HOUR_MS
  // Change-feed bookkeeping, kept until a cycle succeeds so a failed cycle loses nothing it was told.
  let pendingAddresses = new Set<string>()
  let pendingMissed = true
  let lastFullAt: number | null = null
  /** Payments up to this id are followed by the feed (new ones are followed, then read, each cycle). */
  let followedUpTo = 0
  let unfollowCheckedAt: Date | null = null
  /** Without a feed: the last poll slot read (spread reading of after-close addresses). */
  let lastSlot: number | null = null
  let wasLeader = true

  const EMPTY: CycleReport = { ran: false, watched: 0, newOutputs: 0, dropped: 0, changes: 0 }

  function backendDown(error: unknown): CycleReport {
    if (!(error instanceof ChainBackendError)) throw error
    deps.log.warn({ err: error }, 'payment watcher: chain backend unavailable, nothing changed this cycle')
    return EMPTY
  }

  async function cycle(): Promise<CycleReport> {
    if (deps.isLeader && !(await deps.isLeader())) {
      // Another instance may have taken the feed's news meanwhile: read everything on taking over again.
      wasLeader = false
      return EMPTY
    }
    if (!wasLeader) pendingMissed = true
    wasLeader = true
    const now = deps.clock.now()
    lastCycleAt = now
    await steps.begin()

    let tip: number
    let tipCheck: TipCheck
    let previousTip: number | null
    try {
      // The feed first: a change after this look is reported to the next cycle, never lost between reads.
      if (feed) {
        await feed.prepare?.()
        const taken = feed.takeChanged()
        for (const address of taken.addresses) pendingAddresses.add(address)
        if (taken.missedSome) pendingMissed = true
      }
      tip = await deps.chain.tipHeight()
      const stored = await listChainTips(deps.db)
      previousTip = stored[0]?.height ?? null
      tipCheck = await checkChainTip(stored, deps.chain, tip, { tipMayLag: deps.chain.name !== 'simulated' })
      lastTipHeight = tip
    } catch (error) {
      return backendDown(error)
    }
    const tipMoved = previousTip !== tip
    if (tipCheck.reorg) {
      const { orphanedTip, commonTip } = tipCheck.reorg
      deps.log.warn(
        { orphanedTip, commonTip, tip: { height: tipCheck.height, hash: tipCheck.hash } },
        'payment watcher: chain reorganisation, the stored tip left the best chain',
      )
    }
    const full =
      tipCheck.reorg !== null ||
      (feed
        ? pendingMissed || lastFullAt === null || now.getTime() - lastFullAt >= fullSweepMs
        : deps.pollMs === undefined || deps.monitorPollMs === undefined || lastSlot === null)

    const total: CycleReport = { ran: true, watched: 0, newOutputs: 0, dropped: 0, changes: 0 }
    const run = async (payments: WatchedPayment[]): Promise<boolean> => {
      const report = await steps.process(payments, tip, now)
      if (!report) return false
      total.watched += report.watched
      total.newOutputs += report.newOutputs
      total.dropped += report.dropped
      total.changes += report.changes
      if (report.alerts) total.alerts = (total.alerts ?? 0) + report.alerts
      if (report.setAside) total.setAside = (total.setAside ?? 0) + report.setAside
      return true
    }

    try {
      if (feed && !full) {
        // Start following addresses handed out since the last cycle, then read them once: what paid them
        // before the subscription is seen by this read, what comes after by the feed.
        const fresh: string[] = []
        for (;;) {
          const page = await listNewlyWatched(deps.db, now, followedUpTo, pageSize)
          if (page.length > 0) await feed.follow(page.map((p) => p.address))
          for (const p of page) fresh.push(p.address)
          followedUpTo = page.at(-1)?.paymentId ?? followedUpTo
          if (page.length < pageSize) break
        }
        const addresses = [...new Set([...pendingAddresses, ...fresh])]
        const candidates = await listCandidatePayments(deps.db, now, {
          addresses,
          confirmedAbove: tipMoved && previousTip !== null ? previousTip - deps.confirmationsRequired : null,
        })
        for (let i = 0; i < candidates.length; i += pageSize) {
          if (!(await run(candidates.slice(i, i + pageSize)))) return EMPTY
        }
        total.read = 'changed'
      } else {
        // Every watched address (first cycle, the hourly sweep, a reorganisation, a feed that missed some),
        // or without a feed the open ones and this slot's share of the rest: a page at a time.
        const spread = full ? undefined : spreadSlots(now)
        let afterId = 0
        for (;;) {
          const page = await listWatchedPaymentsPage(deps.db, now, {
            afterId,
            limit: pageSize,
            ...(spread ? { spread } : {}),
          })
          if (feed && page.length > 0) await feed.follow(page.map((p) => p.address))
          if (page.length > 0 && !(await run(page))) return EMPTY
          afterId = page.at(-1)?.paymentId ?? afterId
          followedUpTo = Math.max(followedUpTo, afterId)
          if (page.length < pageSize) break
        }
        total.read = spread ? 'spread' : 'full'
      }
      if (tipCheck.changed) {
        // After every page: a crash before this makes the next cycle see the same reorganisation again.
        await deps.db.transaction((tx) => recordChainTip(tx, tipCheck, now))
      }
      if (feed) await unfollowEnded(now)
    } catch (error) {
      return backendDown(error)
    }

    // Done: what the feed told is handled, and the spread slots up to now are read.
    if (full) lastFullAt = now.getTime()
    if (deps.pollMs !== undefined) lastSlot = Math.floor(now.getTime() / deps.pollMs)
    pendingAddresses = new Set()
    pendingMissed = false
    if (tipCheck.reorg) total.reorg = tipCheck.reorg
    return total
  }

  /** Without a feed: the poll slots since the last cycle, so each after-close address is read once a round. */
  function spreadSlots(now: Date): { slots: number; dueSlots: number[] } | undefined {
    if (deps.pollMs === undefined || deps.monitorPollMs === undefined) return undefined
    const slots = Math.max(1, Math.ceil(deps.monitorPollMs / deps.pollMs))
    const current = Math.floor(now.getTime() / deps.pollMs)
    const from = lastSlot === null ? current - slots + 1 : Math.max(lastSlot + 1, current - slots + 1)
    const dueSlots: number[] = []
    for (let slot = from; slot <= current; slot += 1) dueSlots.push(((slot % slots) + slots) % slots)
    return { slots, dueSlots }
  }

  /** Stops following addresses whose watch window ended since the last look (one indexed range read). */
  async function unfollowEnded(now: Date): Promise<void> {
    if (!feed) return
    const from = unfollowCheckedAt
    // The first look only starts the clock: addresses whose window ended before were never followed here.
    if (from === null || now.getTime() <= from.getTime()) {
      unfollowCheckedAt ??= now
      return
    }
    const ended = await listWatchEnded(deps.db, from, now)
    if (ended.length > 0) await feed.unfollow(ended)
    unfollowCheckedAt = now
  }

  return {
    cycle,
    lastTipHeight: (): number | null => lastTipHeight,
    lastCycleAt: (): Date | null => lastCycleAt,
  }
}
