// Imported lazily by api.ts: the home page renders before zod has loaded (docs/decisions/025).
export { GetAllCategoriesResponseSchema } from '@shop/contract'
