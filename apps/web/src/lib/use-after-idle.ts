import { useEffect, useState } from 'react'

/** Longest wait for an idle moment: a busy page still gets the work done soon after it shows. */
const IDLE_TIMEOUT_MS = 500

/** Runs `work` at the browser's next idle moment (within IDLE_TIMEOUT_MS); returns what cancels it. */
export function afterIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: the next task will do.
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}

/**
 * False until the browser has had an idle moment after mount, then true. For set-up work a page can show
 * without (a carousel's measuring and listeners): done in a task of its own instead of the one that mounts
 * the page, so neither holds the main thread long (docs/decisions/137). False on the server too.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false)

  useEffect(() => {
    if (idle) return
    return afterIdle(() => setIdle(true))
  }, [idle])

  return idle
}
