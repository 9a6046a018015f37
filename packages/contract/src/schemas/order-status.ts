import { z } from 'zod'
import { ORDER_ACTORS, ORDER_STATUSES } from '../order-status.js'

// The statuses' schemas live apart from their rules (../order-status.ts): a page that only applies the rules
// (a product page's order limits) then starts without zod.

export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export const OrderActorSchema = z.enum(ORDER_ACTORS)
