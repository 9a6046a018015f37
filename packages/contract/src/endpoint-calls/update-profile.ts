import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateProfile = {
  name: 'updateProfile',
  method: 'PATCH',
  path: USER_PATHS.updateProfile,
  response: () => import('../schemas/user.js').then((m) => m.UpdateProfileResponseSchema),
} as const satisfies EndpointCall<'updateProfile'>
