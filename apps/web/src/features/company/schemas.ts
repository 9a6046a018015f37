// Imported lazily by api.ts: the footer renders before zod has loaded (docs/decisions/025).
export { GetCompanyInfoResponseSchema } from '@shop/contract'
