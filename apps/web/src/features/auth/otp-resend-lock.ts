import { OTP_RESEND_COOLDOWN_MS, SECOND_MS } from '@shop/contract'
import { useCallback, useEffect, useState } from 'react'

/** docs/architecture.md#orders-stock-and-payment: the verify page remembers when it last sent a code in localStorage. */
export const OTP_SENT_AT_STORAGE_KEY = 'shop.otp.sentAt'

function readSentAt(storageKey: string): number | null {
  try {
    const value = Number(localStorage.getItem(storageKey))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

function secondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0
  const leftMs = sentAt + OTP_RESEND_COOLDOWN_MS - now
  // A sentAt in the future (clock moved back) still locks at most one full cool-down.
  return Math.min(Math.max(0, Math.ceil(leftMs / SECOND_MS)), OTP_RESEND_COOLDOWN_MS / SECOND_MS)
}

/**
 * The 60 s resend lock (docs/architecture.md#orders-stock-and-payment and docs/product.md#rules-the-shop-keeps): `secondsLeft` counts down once a second and survives reloads
 * because the send time is kept in localStorage under `storageKey`. `markSent()` starts a new lock.
 */
export function useOtpResendLock(storageKey: string = OTP_SENT_AT_STORAGE_KEY) {
  const [sentAt, setSentAt] = useState(() => readSentAt(storageKey))
  const [now, setNow] = useState(() => Date.now())
  const left = secondsLeft(sentAt, now)

  useEffect(() => {
    if (left <= 0) return
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS)
    return () => clearInterval(timer)
  }, [left])

  const markSent = useCallback(() => {
    const at = Date.now()
    try {
      localStorage.setItem(storageKey, String(at))
    } catch {
      // Storage blocked: the lock holds for this page only.
    }
    setSentAt(at)
    setNow(at)
  }, [storageKey])

  return { secondsLeft: left, isLocked: left > 0, markSent }
}

/** Starts the lock without the hook (right after registering, before the verify page opens). */
export function markOtpSent(storageKey: string = OTP_SENT_AT_STORAGE_KEY): void {
  try {
    localStorage.setItem(storageKey, String(Date.now()))
  } catch {
    // Storage blocked.
  }
}
