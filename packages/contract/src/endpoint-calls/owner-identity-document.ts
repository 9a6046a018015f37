import { IDENTITY_PATHS } from '../api-paths/identity.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerIdentityDocument = {
  name: 'ownerIdentityDocument',
  method: 'GET',
  path: IDENTITY_PATHS.ownerDocument,
  file: true,
} as const satisfies EndpointCall<'ownerIdentityDocument'>
