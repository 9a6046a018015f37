import { useEffect, useState } from 'react'

/** Whole minutes left until `untilIso` (0 once past), refreshed every few seconds while `active`. */
export function useMinutesLeft(untilIso: string, active: boolean): number {
  const until = new Date(untilIso).getTime()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    // The hold is counted in minutes: a refresh every 5 s keeps the figure right without a busy timer.
    const timer = setInterval(() => setNow(Date.now()), 5000)
    return () => clearInterval(timer)
  }, [active])
  return Math.max(0, Math.ceil((until - now) / 60_000))
}
