// Imported lazily by use-current-user.ts: the layout renders before zod has loaded (docs/decisions/025).
export { SessionResponseSchema } from '@shop/contract'
