// Imported lazily by api.ts: the header ticker renders before zod has loaded (docs/decisions/025).
export { GetAllMetalPricesResponseSchema, MetalPriceHistoryResponseSchema } from '@shop/contract'
