// Imported lazily by api.ts: catalog pages show the service charge before zod has loaded (docs/decisions/025).
export { GetPublicShopSettingsResponseSchema } from '@shop/contract'
