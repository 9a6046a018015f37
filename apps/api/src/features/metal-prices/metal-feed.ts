import {
  acceptMetalAnswers,
  medianUsdPerOunceToFilsPerGram,
  METAL_TYPES,
  MINUTE_MS,
  SECOND_MS,
  type MetalSourceAnswer,
  type MetalType,
} from '@shop/contract'
import type { Clock } from '../../lib/clock.js'
import type { FetchFn } from '../payments/http-json.js'
import { goldApiSource } from './sources/gold-api.js'
import { MetalSourceError, type MetalSource } from './sources/metal-source.js'
import { swissquoteSource } from './sources/swissquote.js'
import { realSchedule, type PollerLog, type Schedule } from '../../lib/schedule.js'

// docs/architecture.md#live-metal-prices: every poll asks each source for gold and silver in parallel, throws out nonsense (decision 036),
// takes the median of the rest and hands it to the metal price service, which stores it. A failing source
// backs off like a BTC rate source does (features/payments/rates/rate-service.ts); only the leading instance
// polls (decision 037).

export interface MetalSourceHealth {
  name: string
  consecutiveFailures: number
  nextAttemptAt: Date
  lastSuccessAt: Date | null
  lastFailureAt: Date | null
  lastError: string | null
  /** USD per troy ounce per metal in its last answer. */
  lastAnswer: { metal: MetalType; usdPerOunce: number }[]
}

export interface MetalFeed {
  /** One poll: asks every source that is not backing off. Never throws. */
  tick(): Promise<void>
  /** Runs `tick` now and then every poll interval until `stop()`. */
  start(): void
  stop(): void
  health(): { polling: boolean; sources: MetalSourceHealth[] }
}

export type { Schedule } from '../../lib/schedule.js'
export type MetalFeedLog = PollerLog

export interface MetalFeedOptions {
  sources: readonly MetalSource[]
  clock: Clock
  /** Stores an accepted price (the metal price service's `applyFeedPrice`). */
  apply(metal: MetalType, price: { pricePerGramFils: number; sources: MetalSourceAnswer[] }): Promise<unknown>
  pollMs: number
  /** Whether this process leads (one poller per database); defaults to always. */
  isLeader?: () => Promise<boolean>
  log?: MetalFeedLog
  timeoutMs?: number
  maxBackoffMs?: number
  timeoutSignal?: (ms: number) => AbortSignal
  schedule?: Schedule
}

const MAX_RETRY_AFTER_MS = 60 * MINUTE_MS
const DUE_MARGIN_MS = SECOND_MS

export function createMetalFeed(options: MetalFeedOptions): MetalFeed {
  const { clock, log, pollMs } = options
  const timeoutMs = options.timeoutMs ?? 10 * SECOND_MS
  const maxBackoffMs = options.maxBackoffMs ?? 5 * MINUTE_MS
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms))
  const schedule = options.schedule ?? realSchedule
  const states = options.sources.map((source) => ({
    source,
    consecutiveFailures: 0,
    nextAttemptAtMs: Number.NEGATIVE_INFINITY,
    lastSuccessAt: null as Date | null,
    lastFailureAt: null as Date | null,
    lastError: null as string | null,
    lastAnswer: [] as { metal: MetalType; usdPerOunce: number }[],
  }))
  let polling = false
  let inFlight: Promise<void> | undefined
  let cancel: (() => void) | undefined
  let stopped = true
  const silentMetals = new Set<MetalType>()

  async function askSource(state: (typeof states)[number], startedAt: Date) {
    const results = await Promise.all(
      METAL_TYPES.map(async (metal) => {
        try {
          return { metal, usdPerOunce: await state.source.fetchUsdPerOunce(metal, timeoutSignal(timeoutMs)) }
        } catch (error) {
          return error instanceof MetalSourceError
            ? error
            : new MetalSourceError(state.source.name, error instanceof Error ? error.message : String(error))
        }
      }),
    )
    const answers: { metal: MetalType; usdPerOunce: number }[] = []
    const failures: MetalSourceError[] = []
    for (const result of results) {
      if (result instanceof MetalSourceError) failures.push(result)
      else answers.push(result)
    }
    if (answers.length > 0) {
      if (state.consecutiveFailures > 0) log?.info(`metal price source ${state.source.name} answers again`)
      state.consecutiveFailures = 0
      state.lastSuccessAt = startedAt
      state.lastAnswer = answers
      state.nextAttemptAtMs = startedAt.getTime() + pollMs
    }
    const [failure] = failures
    if (failure) {
      state.lastFailureAt = startedAt
      state.lastError = failure.message
    } else {
      state.lastError = null
    }
    if (answers.length === 0 && failure) {
      state.consecutiveFailures += 1
      // Exponential backoff per source: 2, 4, 8 ... poll intervals, capped; a Retry-After asks longer.
      const backoffMs = Math.min(maxBackoffMs, pollMs * 2 ** state.consecutiveFailures)
      const rateLimit = failures.find((f) => f.rateLimited)
      const waitMs = Math.max(backoffMs, Math.min(rateLimit?.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS))
      state.nextAttemptAtMs = startedAt.getTime() + waitMs
      if (state.consecutiveFailures === 1 || rateLimit) {
        log?.warn(
          `metal price source failed (next try in ${Math.round(waitMs / SECOND_MS)} s): ${failure.message}`,
        )
      }
    }
    return answers.map((answer) => ({ ...answer, name: state.source.name }))
  }

  async function poll(): Promise<void> {
    polling = options.isLeader ? await options.isLeader() : true
    if (!polling) return
    const startedAt = clock.now()
    const due = states.filter((state) => state.nextAttemptAtMs <= startedAt.getTime() + DUE_MARGIN_MS)
    const answers = (await Promise.all(due.map((state) => askSource(state, startedAt)))).flat()
    for (const metal of METAL_TYPES) {
      const verdict = acceptMetalAnswers(
        metal,
        answers
          .filter((answer) => answer.metal === metal)
          .map(({ name, usdPerOunce }) => ({ name, usdPerOunce })),
      )
      for (const rejected of verdict.rejected) {
        log?.warn(
          `metal price source ${rejected.name} ignored for ${metal}: ${rejected.usdPerOunce} USD/oz is ${rejected.reason}`,
        )
      }
      if (verdict.accepted.length === 0) {
        if (!silentMetals.has(metal)) log?.warn(`no usable ${metal} price from any source this time`)
        silentMetals.add(metal)
        continue
      }
      silentMetals.delete(metal)
      await options.apply(metal, {
        pricePerGramFils: medianUsdPerOunceToFilsPerGram(
          verdict.accepted.map((answer) => answer.usdPerOunce),
        ),
        sources: verdict.accepted,
      })
    }
  }

  function tick(): Promise<void> {
    // Overlapping ticks would double every request: the second caller waits for the first.
    inFlight ??= poll()
      .catch((error: unknown) => {
        // A database hiccup while storing must not end the loop; the next tick tries again.
        log?.warn(
          `metal price feed: could not store this poll: ${error instanceof Error ? error.message : String(error)}`,
        )
      })
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }

  return {
    tick,
    start() {
      if (!stopped) return
      stopped = false
      const loop = () => {
        void tick().finally(() => {
          if (!stopped) cancel = schedule(loop, pollMs)
        })
      }
      loop()
    },
    stop() {
      stopped = true
      cancel?.()
    },
    health() {
      return {
        polling,
        sources: states.map((state) => ({
          name: state.source.name,
          consecutiveFailures: state.consecutiveFailures,
          nextAttemptAt: new Date(Math.max(0, state.nextAttemptAtMs)),
          lastSuccessAt: state.lastSuccessAt,
          lastFailureAt: state.lastFailureAt,
          lastError: state.lastError,
          lastAnswer: state.lastAnswer,
        })),
      }
    },
  }
}

/** The shop's feed: gold-api.com and Swissquote at the configured base URLs. */
export function createMetalFeedFromConfig(
  config: { METAL_GOLDAPI_URL: string; METAL_SWISSQUOTE_URL: string; METAL_PRICE_POLL_MS: number },
  deps: Omit<MetalFeedOptions, 'sources' | 'pollMs'> & { fetch?: FetchFn },
): MetalFeed {
  const common = { clock: deps.clock, ...(deps.fetch ? { fetch: deps.fetch } : {}) }
  return createMetalFeed({
    ...deps,
    sources: [
      goldApiSource({ ...common, baseUrl: config.METAL_GOLDAPI_URL }),
      swissquoteSource({ ...common, baseUrl: config.METAL_SWISSQUOTE_URL }),
    ],
    pollMs: config.METAL_PRICE_POLL_MS,
  })
}
