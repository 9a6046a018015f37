/** Schedules `fn` after `ms`; returns a cancel function. Tests pass one that only records. */
export type Schedule = (fn: () => void, ms: number) => () => void

/** `setTimeout` that never keeps the process alive on its own (a poll must not block shutdown). */
export const realSchedule: Schedule = (fn, ms) => {
  const handle = setTimeout(fn, ms)
  handle.unref()
  return () => clearTimeout(handle)
}

/** What a background poller (rate feeds, metal prices) writes to the log. */
export interface PollerLog {
  warn(message: string): void
  info(message: string): void
}
