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
 * Milliseconds left until `expiresAtMs` on the server's clock, ticking every second (docs/product.md#rules-the-shop-keeps).
 * `clockOffsetMs` is server time minus this device's time (docs/architecture.md#orders-stock-and-payment: count down from the server's expiresAt,
 * so a device whose clock is wrong still shows the right time left). Null when there is no deadline.
 */
export function useCountdown(expiresAtMs: number | null, clockOffsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now())
  const remaining = expiresAtMs === null ? null : Math.max(0, expiresAtMs - (now + clockOffsetMs))

  useEffect(() => {
    if (expiresAtMs === null) return
    const tick = () => setNow(Date.now())
    const timer = setInterval(tick, PAYMENT_COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [expiresAtMs])

  return remaining
}

/**
 * Whether `expiresAtMs` has passed on the server's clock (`clockOffsetMs` as for useCountdown), checked every
 * second like the countdown but changing state only when the window closes: the payment page renders again
 * once, then, while only the countdown itself ticks (docs/decisions/259). False when there is no deadline.
 */
export function useExpired(expiresAtMs: number | null, clockOffsetMs: number): boolean {
  const [now, setNow] = useState(() => Date.now())
  const expired = expiresAtMs !== null && expiresAtMs - (now + clockOffsetMs) <= 0

  useEffect(() => {
    if (expiresAtMs === null || expired) return
    const timer = setInterval(() => {
      const current = Date.now()
      if (expiresAtMs - (current + clockOffsetMs) <= 0) setNow(current)
    }, PAYMENT_COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [expiresAtMs, clockOffsetMs, expired])

  return expired
}
