import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { periodicJob } from './periodic-job.js'

// Fake timers: the test moves time itself and never waits for a real one.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const ignore = () => {}

describe('a periodic job', () => {
  it('runs at start, then an interval after each run ends, never two runs at once', async () => {
    let runs = 0
    let release: () => void = () => {}
    const job = periodicJob({
      onError: ignore,
      run: () => {
        runs += 1
        return new Promise<void>((resolve) => {
          release = resolve
        })
      },
    })
    job.start(1_000)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(1)
    // The run takes 5 s: no second run starts beside it.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runs).toBe(1)
    release()
    await vi.advanceTimersByTimeAsync(999)
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toBe(2)
    release()
    await job.stop()
  })

  it('logs a failed run and runs the next one as usual', async () => {
    const onError = vi.fn()
    let runs = 0
    const job = periodicJob({
      onError,
      run: async () => {
        runs += 1
        if (runs === 1) throw new Error('database away')
      },
    })
    job.start(1_000)
    await vi.advanceTimersByTimeAsync(0)
    expect(onError).toHaveBeenCalledWith(new Error('database away'))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(2)
    await job.stop()
  })

  it('does nothing on an instance that is not the leader', async () => {
    let leader = false
    let runs = 0
    const job = periodicJob({
      onError: ignore,
      isLeader: async () => leader,
      run: async () => {
        runs += 1
      },
    })
    job.start(1_000)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(runs).toBe(0)
    leader = true
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(1)
    await job.stop()
  })

  it('waits the first interval when asked, and adds the jitter to every wait', async () => {
    let runs = 0
    const job = periodicJob({
      onError: ignore,
      runAtStart: false,
      jitterMs: 400,
      random: () => 0.5,
      run: async () => {
        runs += 1
      },
    })
    job.start(1_000)
    await vi.advanceTimersByTimeAsync(1_199)
    expect(runs).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(1_199)
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toBe(2)
    await job.stop()
  })

  it('stops: waits for the run in flight, then runs no more', async () => {
    let runs = 0
    let finished = false
    let release: () => void = () => {}
    const job = periodicJob({
      onError: ignore,
      run: async () => {
        runs += 1
        await new Promise<void>((resolve) => {
          release = resolve
        })
        finished = true
      },
    })
    job.start(1_000)
    await vi.advanceTimersByTimeAsync(0)
    const stopped = job.stop()
    release()
    await stopped
    expect(finished).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runs).toBe(1)
  })

  it('shares a run in flight with a caller of tick()', async () => {
    let runs = 0
    let release: () => void = () => {}
    const job = periodicJob({
      onError: ignore,
      run: () => {
        runs += 1
        return new Promise<void>((resolve) => {
          release = resolve
        })
      },
    })
    const first = job.tick()
    const second = job.tick()
    release()
    await Promise.all([first, second])
    expect(runs).toBe(1)
  })
})
