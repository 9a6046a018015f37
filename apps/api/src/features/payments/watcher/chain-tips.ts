import { desc, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.js'
import { chainTips } from '../../../db/schema/index.js'
import { type ChainBackend, ChainBackendError } from '../chain/chain-backend.js'

// docs/reliability.md: the watcher remembers the last tips it saw (height and hash). When the block it stored as tip is
// no longer the backend's block at that height, a reorganisation happened: the blocks above the fork left
// the best chain. The watcher re-reads every watched address each cycle anyway, so payments in orphaned
// blocks are seen as unconfirmed (or gone) from that read; the stored tips say how deep it went and let a
// restarted watcher notice it too (decision 050).

/** Tips remembered: enough to measure any reorganisation the simulated chain makes, and more. */
export const CHAIN_TIP_HISTORY = 12

export interface StoredTip {
  height: number
  hash: string
}

/** A reorganisation noticed this cycle. */
export interface ChainReorg {
  /** The tip the watcher had stored, no longer on the best chain. */
  orphanedTip: StoredTip
  /**
   * The highest stored tip still on the best chain: the fork is at or above it. Null when none of the
   * remembered tips is (the reorganisation is deeper than the history).
   */
  commonTip: StoredTip | null
}

export interface TipCheck {
  height: number
  hash: string
  reorg: ChainReorg | null
  /** The stored history needs this tip written (a new tip, or a reorganisation). */
  changed: boolean
}

/** The remembered tips, highest first. */
export function listChainTips(db: DbOrTx): Promise<StoredTip[]> {
  return db
    .select({ height: chainTips.height, hash: chainTips.hash })
    .from(chainTips)
    .orderBy(desc(chainTips.height))
    .limit(CHAIN_TIP_HISTORY)
}

/**
 * Compares the backend's best chain at `tipHeight` with the remembered tips: one hash request when nothing
 * happened, one per remembered tip at most while looking for the fork.
 * @throws ChainBackendError when the backend cannot answer, or has no block at its own tip (it moved between
 *   the two reads): the watcher then changes nothing this cycle.
 */
export async function checkChainTip(
  stored: readonly StoredTip[],
  chain: ChainBackend,
  tipHeight: number,
  options: { tipMayLag?: boolean } = {},
): Promise<TipCheck> {
  // A load-balanced public backend (Esplora) may answer from a node some blocks behind the one it answered
  // from before. Bitcoin's best chain does not get shorter in practice, so a tip below the highest one seen
  // is read as a lagging node, not a reorganisation: nothing is decided on it (docs/decisions/064). A real
  // reorganisation shows once the backend is past that height again. The simulated chain has one node, and
  // its dev reorg orphans blocks without mining any, so it is taken as it says.
  if (options.tipMayLag && stored[0] && tipHeight < stored[0].height) {
    throw new ChainBackendError(
      `the backend's tip ${tipHeight} is below ${stored[0].height}, the highest seen: it is behind`,
    )
  }
  const hash = await chain.blockHashAt(tipHeight)
  if (hash === null) throw new ChainBackendError(`no block at the tip height ${tipHeight}`)
  const hashAt = (height: number): Promise<string | null> =>
    height === tipHeight
      ? Promise.resolve(hash)
      : height > tipHeight
        ? Promise.resolve(null)
        : chain.blockHashAt(height)
  const [top] = stored
  if (!top) return { height: tipHeight, hash, reorg: null, changed: true }
  if ((await hashAt(top.height)) === top.hash) {
    return { height: tipHeight, hash, reorg: null, changed: top.height !== tipHeight }
  }
  let commonTip: StoredTip | null = null
  for (const candidate of stored.slice(1)) {
    if ((await hashAt(candidate.height)) === candidate.hash) {
      commonTip = candidate
      break
    }
  }
  return { height: tipHeight, hash, reorg: { orphanedTip: top, commonTip }, changed: true }
}

/**
 * Writes the tip just checked: forgets the remembered tips a reorganisation orphaned, keeps the last
 * CHAIN_TIP_HISTORY. Runs in the cycle's transaction, so a crash before it commits makes the next cycle see
 * the same reorganisation again.
 */
export async function recordChainTip(tx: DbOrTx, check: TipCheck, now: Date): Promise<void> {
  if (!check.changed) return
  if (check.reorg) {
    const keepUpTo = check.reorg.commonTip?.height ?? -1
    await tx.execute(sql`delete from ${chainTips} where ${chainTips.height} > ${keepUpTo}`)
  }
  await tx
    .insert(chainTips)
    .values({ height: check.height, hash: check.hash, seenAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: chainTips.height,
      set: { hash: sql`excluded.hash`, seenAt: now, updatedAt: now },
    })
  await tx.execute(sql`
    delete from ${chainTips} where ${chainTips.height} < (
      select min(height) from (
        select height from ${chainTips} order by height desc limit ${CHAIN_TIP_HISTORY}
      ) as kept
    )`)
}
