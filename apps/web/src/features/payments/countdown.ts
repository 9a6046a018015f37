import { HOUR_MS, MINUTE_MS, PAYMENT_COUNTDOWN_TICK_MS, SECOND_MS } from '@shop/contract'
import { useEffect, useState } from 'react'

/** Milliseconds as hh:mm:ss (docs/product.md#for-shoppers), never negative; hours may pass 99 in theory and keep their digits. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(remainingMs / SECOND_MS))
  const hours = Math.floor((totalSeconds * SECOND_MS) / HOUR_MS)
  const minutes = Math.floor(((totalSeconds * SECOND_MS) % HOUR_MS) / MINUTE_MS)
  const seconds = totalSeconds % 60
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':')
}

/**
 * The server's clock as this device can tell it: `serverTimeMs` is the server's time in the details on screen,
 * `clockOffsetMs` the server's time minus this device's (docs/architecture.md#orders-stock-and-payment: count
 * down from the server's expiresAt, so a device whose clock is wrong still shows the right time left).
 */
export interface ServerClock {
  serverTimeMs: number
  clockOffsetMs: number
}

/**
 * The server's time now, ticking every second while `ticking`. The first render reads no clock: it shows the
 * time of the details themselves, the same on the server that rendered the page and in the browser that
 * hydrates it; the device's clock takes over once mounted.
 */
function useServerNow({ serverTimeMs, clockOffsetMs }: ServerClock, ticking: boolean): number {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    if (!ticking) return
    const tick = () => setNow(Date.now() + clockOffsetMs)
    tick()
    const timer = setInterval(tick, PAYMENT_COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [ticking, clockOffsetMs])
  return Math.max(now ?? serverTimeMs, serverTimeMs)
}

/** Milliseconds left until `expiresAtMs` on the server's clock, ticking every second (docs/product.md#rules-the-shop-keeps). Null when there is no deadline. */
export function useCountdown(expiresAtMs: number | null, clock: ServerClock): number | null {
  const now = useServerNow(clock, expiresAtMs !== null)
  return expiresAtMs === null ? null : Math.max(0, expiresAtMs - now)
}

/**
 * Whether `expiresAtMs` has passed on the server's clock, checked every second like the countdown but changing
 * state only when the window closes: the payment page renders again once, then, while only the countdown
 * itself ticks (docs/decisions/259). False when there is no deadline.
 */
export function useExpired(expiresAtMs: number | null, clock: ServerClock): boolean {
  const [expiredSeen, setExpiredSeen] = useState(false)
  const expiredAtFirst = expiresAtMs !== null && expiresAtMs <= clock.serverTimeMs
  const expired = expiredAtFirst || expiredSeen
  const { clockOffsetMs } = clock
  useEffect(() => {
    if (expiresAtMs === null || expired) return
    const check = () => {
      if (expiresAtMs - (Date.now() + clockOffsetMs) <= 0) setExpiredSeen(true)
    }
    check()
    const timer = setInterval(check, PAYMENT_COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [expiresAtMs, clockOffsetMs, expired])
  return expired
}
