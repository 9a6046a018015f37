import { periodicJob } from '../../lib/periodic-job.js'
import { createIdentityCheckView } from './identity-check-view.js'
import { createIdentityOwnerReads } from './identity-owner-reads.js'
import { createIdentityRetention } from './identity-retention.js'
import { createIdentityReview } from './identity-review.js'
import type { IdentityDeps } from './identity-service-deps.js'
import { createIdentitySweep } from './identity-sweep.js'
import { createIdentityUploads } from './identity-uploads.js'

export type { IdentityDeps, RequotedOrder, UploadedPart } from './identity-service-deps.js'
export { MAX_DOCUMENTS_PER_ORDER } from './identity-uploads.js'

// docs/architecture.md#identity-checks-for-large-orders: the buyer's documents for a held order, the owner's
// approval (the payment window starts then) or rejection, and the sweep that times out undecided orders.
// Each concern is its own module; this one assembles them into the one service app.identity is.

/** How often the sweep looks for held orders past their review deadline. */
export const IDENTITY_SWEEP_MS = 60_000
/** How often the retention job looks for documents past IDENTITY_RETENTION_DAYS (docs/decisions/206). */
export const IDENTITY_RETENTION_SWEEP_MS = 60 * 60_000

export function createIdentityService(deps: IdentityDeps) {
  const checks = createIdentityCheckView(deps)
  const { sweep } = createIdentitySweep(deps)
  const { purgeExpired } = createIdentityRetention(deps)

  // The sweeps run on their own timers in production (main.ts); tests call `sweep()` and `purgeExpired()`.
  const sweepJob = periodicJob({
    runAtStart: false,
    run: () => sweep(),
    onError: (error) => deps.log.warn({ err: error }, 'identity sweep failed'),
  })
  const retentionJob = periodicJob({
    runAtStart: false,
    run: () => purgeExpired(),
    onError: (error) => deps.log.warn({ err: error }, 'identity retention failed'),
  })
  return {
    ...createIdentityUploads(deps, checks),
    ...createIdentityOwnerReads(deps, checks),
    ...createIdentityReview(deps),
    sweep,
    purgeExpired,
    start(intervalMs = IDENTITY_SWEEP_MS, retentionIntervalMs = IDENTITY_RETENTION_SWEEP_MS): void {
      sweepJob.start(intervalMs)
      retentionJob.start(retentionIntervalMs)
    },
    async stop(): Promise<void> {
      await Promise.all([sweepJob.stop(), retentionJob.stop()])
    },
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
