import { OWNER_PATHS } from '../api-paths/owner.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerWalletHealth = {
  name: 'ownerWalletHealth',
  method: 'GET',
  path: OWNER_PATHS.walletHealth,
  response: () => import('../schemas/owner.js').then((m) => m.WalletHealthResponseSchema),
} as const satisfies EndpointCall<'ownerWalletHealth'>
