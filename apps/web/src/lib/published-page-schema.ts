// Imported lazily by published-page.tsx: a page renders before zod has loaded (docs/decisions/025).
export { PublicPageResponseSchema } from '@shop/contract'
