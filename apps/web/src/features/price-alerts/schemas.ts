// Imported lazily by api.ts: a product page starts without zod (docs/decisions/136).
export {
  DeletePriceAlertResponseSchema,
  PriceAlertResponseSchema,
  PriceAlertsResponseSchema,
  PriceAlertUnsubscribeResponseSchema,
} from '@shop/contract'
