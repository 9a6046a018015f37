import { createBuyerSellBack } from './buyer-sell-back.js'
import { createOwnerSellBackMoves } from './owner-sell-back-moves.js'
import { createSellBackPayout } from './sell-back-payout.js'
import type { SellBackServiceDeps } from './sell-back-service-deps.js'

// docs/architecture.md#sell-back: a signed-in buyer asks the shop to buy back units of a metal-linked product at
// today's buy-back price, held for the owner's minutes; the owner accepts or refuses, receives and inspects the
// items (possibly fewer units), and pays in bitcoin (a refund of kind sellBack, claimed and paid like any other)
// or records a cash payout. Every owner step is audited and mailed to the buyer in their language.
//
// One service, in three parts: the buyer's (buyer-sell-back.ts), the owner's moves (owner-sell-back-moves.ts)
// and the payment (sell-back-payout.ts), each stepping a quote through sell-back-quote-steps.ts.

export type { SellBackServiceDeps } from './sell-back-service-deps.js'

export function createSellBackService(deps: SellBackServiceDeps) {
  return {
    ...createBuyerSellBack(deps),
    ...createOwnerSellBackMoves(deps),
    ...createSellBackPayout(deps),
  }
}

export type SellBackService = ReturnType<typeof createSellBackService>
