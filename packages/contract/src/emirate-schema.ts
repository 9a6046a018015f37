import { z } from 'zod'
import { EMIRATES } from './emirate-list.js'

// The schema of an emirate and of a Makani number, apart from the phone rules of emirates.ts: an order's
// schema (which the payment page reads) names the emirate of its address without pulling in the phone-number
// metadata, about 41 KB a phone would otherwise download before the countdown shows.

export const EmirateSchema = z.enum(EMIRATES)

/** A Makani number: the 10-digit code on every building's entrance plate in Dubai. */
export const MAKANI_PATTERN = /^\d{10}$/
