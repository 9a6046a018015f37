import { createBuyerReturns } from './buyer-returns.js'
import { createReturnDecisions } from './return-decisions.js'
import { createReturnReceipt } from './return-receipt.js'
import type { ReturnsServiceDeps } from './returns-service-deps.js'

// docs/architecture.md#returns: a buyer returns some units of a delivered order within the owner's return
// window, with a reason and photos; the owner accepts or refuses; on receipt the shop credits exactly those
// units (a tax credit note), makes the refund the buyer claims like any other, and puts resaleable units back
// into stock through the ledger.
//
// One service, in three parts: the buyer's (buyer-returns.ts), the owner's decision (return-decisions.ts) and
// the receipt that pays (return-receipt.ts), each reading returns through return-reads.ts.

export type { ReturnsServiceDeps } from './returns-service-deps.js'

export function createReturnsService(deps: ReturnsServiceDeps) {
  return {
    ...createBuyerReturns(deps),
    ...createReturnDecisions(deps),
    ...createReturnReceipt(deps),
  }
}

export type ReturnsService = ReturnType<typeof createReturnsService>
