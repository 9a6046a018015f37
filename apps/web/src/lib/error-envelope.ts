// Imported lazily by api-client.ts, so zod stays off the first paint's path (docs/decisions/025).
export { ErrorEnvelopeSchema } from '@shop/contract'
