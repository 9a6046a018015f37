import type { App } from './app.js'
import type { Database } from './db/client.js'

export type ShutdownOutcome = 'clean' | 'timeout' | 'failed'

export interface ShutdownDeps {
  app: App
  database: Database
  /** SHUTDOWN_TIMEOUT_MS: past this the caller exits whatever is still open. */
  timeoutMs: number
  /** Closed after the app, before the database (the METRICS_PORT listener). */
  alsoClose?: (() => Promise<void>)[]
}

// While the server drains, sockets that turn idle (a finished request, an ended event stream) are closed this
// often: Node closes only the ones idle when the listener stops.
const IDLE_SWEEP_MS = 100

/**
 * Takes this instance out of service without dropping anyone (docs/decisions/153): /readyz turns 503 "shutting
 * down"; the watcher finishes its cycle and lets go of the leadership, so another instance leads at once; the
 * payment pages' event streams end, so browsers reconnect to an instance that stays; the listener stops taking
 * connections while the requests in flight finish (each answer says `Connection: close`); then the loops,
 * the mail worker and the database close. Resolves how it went; never waits past `timeoutMs`.
 */
export async function shutDown(deps: ShutdownDeps): Promise<ShutdownOutcome> {
  const { app, database } = deps
  app.lifecycle.draining = true
  let sweep: NodeJS.Timeout | undefined
  const drain = async (): Promise<ShutdownOutcome> => {
    await app.payments.watcher.stop()
    await database.resignLeadership()
    app.sessionStreams.stop()
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS)
    sweep.unref()
    await app.close()
    for (const close of deps.alsoClose ?? []) await close()
    await database.close()
    return 'clean'
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deps.timeoutMs)
    timer.unref()
  })
  const outcome = await Promise.race([
    drain().catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown: closing failed')
      return 'failed' as const
    }),
    timeout,
  ])
  clearTimeout(timer)
  clearInterval(sweep)
  if (outcome === 'timeout') {
    app.log.error(`shutdown: still draining after ${deps.timeoutMs} ms; closing the remaining connections`)
    app.server.closeAllConnections()
  }
  return outcome
}
