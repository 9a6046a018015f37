import {
  acceptBtcRateAnswers,
  aedPerBtcToFilsPerBtc,
  MESSAGES,
  MINUTE_MS,
  RATE_MAX_AGE_MS,
  RATE_REFRESH_MS,
  SECOND_MS,
} from '@shop/contract'
import { chainBackendOf, type Config } from '../../../config.js'
import type { Clock } from '../../../lib/clock.js'
import { AppError } from '../../../lib/errors.js'
import type { FetchFn } from '../http-json.js'
import { bitstampSource } from './bitstamp.js'
import { coinbaseSource } from './coinbase.js'
import { coingeckoSource } from './coingecko.js'
import { krakenSource } from './kraken.js'
import { RateSourceError, type RateSource } from './rate-source.js'
import { realSchedule, type PollerLog, type Schedule } from '../../../lib/schedule.js'

// docs/architecture.md#orders-stock-and-payment: BTC/AED is the median of the sources that answered and agree (two at least,
// within 2 %: docs/decisions/163), refreshed every 60 s; otherwise the last good rate is kept and a failing source backs off;
// no order is taken on a rate older than 10 minutes.

/** No BTC/AED rate newer than RATE_MAX_AGE: create-order answers 503 with a clear message, storing nothing. */
export class RateUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(503, MESSAGES.rateUnavailable, undefined, undefined, 'RATE_UNAVAILABLE')
    this.name = 'RateUnavailableError'
  }
}

export interface RateSnapshot {
  filsPerBtc: bigint
  /** When this rate was taken; never older than RATE_MAX_AGE when `current()` returns it. */
  at: Date
  /** What each source answered in the refresh that made this rate (stored with the order). */
  sources: { name: string; filsPerBtc: bigint }[]
}

export interface RateSourceStatus {
  name: string
  consecutiveFailures: number
  nextAttemptAt: Date
  lastError: string | null
}

export interface RateService {
  /**
   * The rate to lock into a new order.
   * @throws RateUnavailableError when no rate newer than RATE_MAX_AGE is known.
   */
  current(): RateSnapshot
  /** One refresh: asks every source that is not backing off, in parallel. Never throws. */
  tick(): Promise<void>
  /** Runs `tick` now and then every refresh interval until the returned stop function is called. */
  start(): () => void
  /** Per-source health, for logs and the owner's view. */
  sourceStatus(): RateSourceStatus[]
  /** When the newest fetched rate was taken (the owner's dashboard shows its age); null before any. */
  latestAt(): Date | null
}

export type { Schedule } from '../../../lib/schedule.js'
export type RateLog = PollerLog

export interface RateServiceOptions {
  sources: readonly RateSource[]
  clock: Clock
  log?: RateLog
  /** AED per BTC: pins the rate (BTC_AED_RATE, development and tests); the sources are never asked. */
  pinnedAedPerBtc?: number | undefined
  /**
   * AED per BTC used only while no live rate is fresh (decision 029: development on the simulated chain, where
   * no real bitcoin moves, so an offline developer can still place orders). Never set in production or tests.
   */
  developmentFallbackAedPerBtc?: number | undefined
  refreshMs?: number
  maxAgeMs?: number
  /** One source's answer is given up after this long. */
  timeoutMs?: number
  /** The longest a failing source is left alone (Retry-After may ask for longer, up to an hour). */
  maxBackoffMs?: number
  /** Makes the per-request abort signal; tests abort by hand instead of waiting. */
  timeoutSignal?: (ms: number) => AbortSignal
  schedule?: Schedule
}

const MAX_RETRY_AFTER_MS = 60 * MINUTE_MS
// A timer may fire a little early or late: a source due within this margin is asked in this tick.
const DUE_MARGIN_MS = SECOND_MS

/** The median of `values` (integer fils): the middle one, or the two middle ones' mean rounded half up. */
export function medianFils(values: readonly bigint[]): bigint {
  if (values.length === 0) throw new RangeError('median of nothing')
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as bigint
  if (sorted.length % 2 === 1) return upper
  const lower = sorted[middle - 1] as bigint
  return (lower + upper + 1n) / 2n
}

export function createRateService(options: RateServiceOptions): RateService {
  const { clock, log } = options
  const refreshMs = options.refreshMs ?? RATE_REFRESH_MS
  const maxAgeMs = options.maxAgeMs ?? RATE_MAX_AGE_MS
  const timeoutMs = options.timeoutMs ?? 10 * SECOND_MS
  const maxBackoffMs = options.maxBackoffMs ?? 5 * MINUTE_MS
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms))
  const schedule = options.schedule ?? realSchedule
  const pinnedFilsPerBtc =
    options.pinnedAedPerBtc === undefined ? undefined : aedPerBtcToFilsPerBtc(options.pinnedAedPerBtc)
  const fallbackFilsPerBtc =
    options.developmentFallbackAedPerBtc === undefined
      ? undefined
      : aedPerBtcToFilsPerBtc(options.developmentFallbackAedPerBtc)
  let fallbackAnnounced = false

  const states = options.sources.map((source) => ({
    source,
    consecutiveFailures: 0,
    nextAttemptAtMs: Number.NEGATIVE_INFINITY,
    lastError: null as string | null,
  }))
  let latest: RateSnapshot | undefined
  let inFlight: Promise<void> | undefined

  async function refresh(): Promise<void> {
    const startedAt = clock.now()
    const due = states.filter((state) => state.nextAttemptAtMs <= startedAt.getTime() + DUE_MARGIN_MS)
    const answers = await Promise.all(
      due.map(async (state) => {
        try {
          const quote = await state.source.fetchBtcAed(timeoutSignal(timeoutMs))
          if (state.consecutiveFailures > 0) log?.info(`BTC/AED source ${state.source.name} answers again`)
          state.consecutiveFailures = 0
          state.lastError = null
          state.nextAttemptAtMs = startedAt.getTime() + refreshMs
          return { name: state.source.name, filsPerBtc: quote.filsPerBtc }
        } catch (error) {
          const failure =
            error instanceof RateSourceError
              ? error
              : new RateSourceError(state.source.name, error instanceof Error ? error.message : String(error))
          state.consecutiveFailures += 1
          state.lastError = failure.message
          // Exponential backoff per source: 2, 4, 8 ... refresh intervals, capped; a Retry-After asks longer.
          const backoffMs = Math.min(maxBackoffMs, refreshMs * 2 ** state.consecutiveFailures)
          const waitMs = Math.max(backoffMs, Math.min(failure.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS))
          state.nextAttemptAtMs = startedAt.getTime() + waitMs
          if (state.consecutiveFailures === 1 || failure.rateLimited) {
            log?.warn(
              `BTC/AED source failed (next try in ${Math.round(waitMs / SECOND_MS)} s): ${failure.message}`,
            )
          }
          return undefined
        }
      }),
    )
    const answered = answers.filter((answer) => answer !== undefined)
    if (answered.length === 0) return
    const { accepted, rejected } = acceptBtcRateAnswers(answered)
    if (accepted.length === 0) {
      log?.warn(
        `BTC/AED: no two sources agree (${rejected.map((r) => `${r.name}: ${r.reason}`).join(', ')}); the last good rate stays`,
      )
      return
    }
    if (rejected.length > 0) {
      log?.warn(`BTC/AED: set aside ${rejected.map((r) => `${r.name} (${r.reason})`).join(', ')}`)
    }
    latest = {
      filsPerBtc: medianFils(accepted.map((answer) => answer.filsPerBtc)),
      at: startedAt,
      sources: accepted,
    }
  }

  function tick(): Promise<void> {
    if (pinnedFilsPerBtc !== undefined) return Promise.resolve()
    // Overlapping ticks would double every request: the second caller waits for the first.
    inFlight ??= refresh().finally(() => {
      inFlight = undefined
    })
    return inFlight
  }

  return {
    current() {
      const now = clock.now()
      if (pinnedFilsPerBtc !== undefined) {
        return {
          filsPerBtc: pinnedFilsPerBtc,
          at: now,
          sources: [{ name: 'BTC_AED_RATE', filsPerBtc: pinnedFilsPerBtc }],
        }
      }
      const stale = !latest || now.getTime() - latest.at.getTime() > maxAgeMs
      if (stale && fallbackFilsPerBtc !== undefined) {
        if (!fallbackAnnounced) {
          fallbackAnnounced = true
          log?.warn(
            `no live BTC/AED rate: development orders use the fallback of ${options.developmentFallbackAedPerBtc} AED/BTC (set BTC_AED_RATE to choose one)`,
          )
        }
        return {
          filsPerBtc: fallbackFilsPerBtc,
          at: now,
          sources: [{ name: 'development-fallback', filsPerBtc: fallbackFilsPerBtc }],
        }
      }
      if (!latest) throw new RateUnavailableError('no BTC/AED source has answered yet')
      if (stale) throw new RateUnavailableError(`the last BTC/AED rate is from ${latest.at.toISOString()}`)
      return { ...latest, sources: latest.sources.map((source) => ({ ...source })) }
    },

    tick,

    start() {
      let cancel: (() => void) | undefined
      let stopped = false
      const loop = () => {
        void tick().finally(() => {
          if (!stopped) cancel = schedule(loop, refreshMs)
        })
      }
      loop()
      return () => {
        stopped = true
        cancel?.()
      }
    },

    latestAt() {
      return latest?.at ?? null
    },

    sourceStatus() {
      return states.map((state) => ({
        name: state.source.name,
        consecutiveFailures: state.consecutiveFailures,
        nextAttemptAt: new Date(Math.max(0, state.nextAttemptAtMs)),
        lastError: state.lastError,
      }))
    },
  }
}

/** Where each source lives; tests point them at a local server. */
export interface RateSourceUrls {
  kraken?: string
  coinbase?: string
  bitstamp?: string
  coingecko?: string
}

/** Roughly BTC/USD 95,000 at the AED peg; only development on the simulated chain ever uses it (decision 029). */
export const DEVELOPMENT_FALLBACK_AED_PER_BTC = 350_000

/**
 * The shop's rate service: Kraken, Coinbase and Bitstamp (BTC/USD x the AED peg), plus CoinGecko's AED
 * price when COINGECKO_API_KEY is set; BTC_AED_RATE pins the rate instead. In development on the simulated
 * chain (no real backend: neither Esplora nor Electrum), a fixed fallback stands in while no live rate is
 * fresh, so the shop works offline.
 */
export function createRateServiceFromConfig(
  config: Partial<
    Pick<Config, 'BTC_AED_RATE' | 'COINGECKO_API_KEY' | 'NODE_ENV' | 'ESPLORA_URL' | 'CHAIN_BACKEND'>
  >,
  deps: { clock: Clock; log?: RateLog; fetch?: FetchFn; urls?: RateSourceUrls; schedule?: Schedule },
): RateService {
  const common = { clock: deps.clock, ...(deps.fetch ? { fetch: deps.fetch } : {}) }
  const sources: RateSource[] = [
    krakenSource({ ...common, baseUrl: deps.urls?.kraken }),
    coinbaseSource({ ...common, baseUrl: deps.urls?.coinbase }),
    bitstampSource({ ...common, baseUrl: deps.urls?.bitstamp }),
  ]
  if (config.COINGECKO_API_KEY) {
    sources.push(
      coingeckoSource({ ...common, baseUrl: deps.urls?.coingecko, apiKey: config.COINGECKO_API_KEY }),
    )
  }
  return createRateService({
    sources,
    clock: deps.clock,
    pinnedAedPerBtc: config.BTC_AED_RATE,
    developmentFallbackAedPerBtc:
      config.NODE_ENV === 'development' && chainBackendOf(config) === 'simulated'
        ? DEVELOPMENT_FALLBACK_AED_PER_BTC
        : undefined,
    ...(deps.log ? { log: deps.log } : {}),
    ...(deps.schedule ? { schedule: deps.schedule } : {}),
  })
}
