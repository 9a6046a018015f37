import { existsSync } from 'node:fs'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { DatabaseUnreachableError, openDatabase } from './db/client.js'
import { seedDemoCatalogIfEmpty } from './db/seed/seed-demo-catalog.js'
import { startMetricsServer } from './features/metrics/metrics.js'
import { OffsetClock, systemClock } from './lib/clock.js'
import { shutDown } from './shutdown.js'

/** Starts the shop: config, database (migrated, seeded once), HTTP; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  // A .env beside where the shop is started fills what the shell has not set (see .env.example).
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_SIZE,
  })
  // Development can skip ahead through payment windows (/dev/advance-clock); production runs on real time.
  const devClock = config.NODE_ENV === 'production' ? null : new OffsetClock(systemClock)
  const clock = devClock ?? systemClock
  const app = await buildApp({
    config,
    database,
    clock,
    ...(devClock ? { advanceClock: (ms: number) => devClock.advance(ms) } : {}),
  })
  const seeded = await seedDemoCatalogIfEmpty(database.db, clock)
  if (seeded) app.log.info(seeded, 'seeded the demo catalog into the empty database')
  app.log.info(
    database.kind === 'pglite'
      ? `database: embedded PGlite in ${config.DATA_DIR}/pglite (set DATABASE_URL for PostgreSQL)`
      : 'database: PostgreSQL (DATABASE_URL)',
  )

  // Prometheus may read /metrics on a port of its own, kept private by the network (docs/decisions/151).
  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(app.metrics, {
        port: config.METRICS_PORT,
        host: config.HOST,
        token: config.METRICS_TOKEN,
      })
    : null

  let closing = false
  const close = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: draining (at most ${config.SHUTDOWN_TIMEOUT_MS} ms)`)
    const outcome = await shutDown({
      app,
      database,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      alsoClose: metricsServer ? [() => metricsServer.close()] : [],
    })
    app.log.info(`${signal}: ${outcome === 'clean' ? 'closed' : `exiting (${outcome})`}`)
    process.exit(outcome === 'clean' ? 0 : 1)
  }
  process.on('SIGINT', () => void close('SIGINT'))
  process.on('SIGTERM', () => void close('SIGTERM'))

  // A first rate before the first order, so checkout does not answer 503 for the first minute.
  await app.payments.rates.tick()
  app.payments.start()
  // The metal feed's first poll runs now, without holding up the start (an offline machine waits 10 s for it).
  app.metalFeed.start()
  app.backInStock.start()
  // Prices the owner moves (a product's price, a metal's pin) reach price alerts at the next sweep.
  app.priceAlerts.start(config.PRICE_ALERT_SWEEP_MS)
  // Held orders nobody decided on time out and give their stock back (docs/decisions/116).
  app.identity.start()
  // Money owed back becomes a refund its buyer can claim; payouts are followed on the chain.
  app.refunds.start(config.REFUND_SWEEP_MS)
  // Mail queued by any instance is sent by every instance's worker (each job by one; docs/decisions/056).
  app.mailQueue.start(config.MAIL_POLL_MS)
  await app.listen({ port: config.PORT, host: config.HOST })
  // One plain line a person (and a script waiting for readiness) can read.
  console.log(`Shop ready at http://localhost:${config.PORT}`)
  if (metricsServer) console.log(`Metrics at http://localhost:${metricsServer.port}/metrics`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(`Cannot start: ${error.message}`)
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Cannot start: port ${(error as { port?: number }).port ?? ''} is already in use (set PORT to another one)`,
    )
  } else {
    console.error('Cannot start:', error)
  }
  process.exit(1)
})
