// Imported lazily by account-language.ts, so zod stays off the first paint's path (docs/decisions/025).
export { UpdateLanguageResponseSchema } from '@shop/contract'
