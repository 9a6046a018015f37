// The one way the API runs work in the background (the payment watcher, the mail worker, the sweeps): a run,
// then a wait, then the next run, never two runs of one job at once; a failed run is logged and the next one
// runs as usual; `stop()` waits for the run in flight. Tests call the job's work directly and never start it.

export interface PeriodicJobOptions {
  /** The work of one run. */
  run: () => Promise<unknown>
  /** A failed run's error, to log at the caller's level with its words; the next run comes as usual. */
  onError: (error: unknown) => void
  /** Run at once when started (default), or only after the first interval. */
  runAtStart?: boolean
  /**
   * Runs only while this answers true (one leader among several instances); a follower's turn does nothing.
   * A failing answer counts as a failed run.
   */
  isLeader?: () => Promise<boolean>
  /** Up to this much random delay added to each wait, so instances started together do not run in step. */
  jitterMs?: number
  /** The random source of the jitter, in [0, 1). */
  random?: () => number
}

export interface PeriodicJob {
  /** Runs every `intervalMs` (after each run ends) until `stop()`; starting twice changes nothing. */
  start(intervalMs: number): void
  /** One run now; a caller during a run in flight shares it. Its failure is the caller's to handle. */
  tick(): Promise<void>
  /** Stops the timer and waits for the run in flight, if any. */
  stop(): Promise<void>
}

export function periodicJob(options: PeriodicJobOptions): PeriodicJob {
  const random = options.random ?? Math.random
  let timer: ReturnType<typeof setTimeout> | null = null
  let started = false
  let inFlight: Promise<void> | null = null

  const runOnce = async (): Promise<void> => {
    if (options.isLeader && !(await options.isLeader())) return
    await options.run()
  }

  const tick = (): Promise<void> => {
    inFlight ??= runOnce().finally(() => {
      inFlight = null
    })
    return inFlight
  }

  const wait = (intervalMs: number) =>
    intervalMs + (options.jitterMs ? Math.floor(random() * options.jitterMs) : 0)

  return {
    start(intervalMs: number): void {
      if (started) return
      started = true
      const loop = () => {
        tick()
          .catch((error: unknown) => options.onError(error))
          .finally(() => {
            if (!started) return
            timer = setTimeout(loop, wait(intervalMs))
            timer.unref()
          })
      }
      timer = setTimeout(loop, options.runAtStart === false ? wait(intervalMs) : 0)
      timer.unref()
    },
    tick,
    async stop(): Promise<void> {
      started = false
      if (timer) clearTimeout(timer)
      timer = null
      await inFlight?.catch(() => {})
    },
  }
}
