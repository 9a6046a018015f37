import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getUsersAll = {
  name: 'getUsersAll',
  method: 'GET',
  path: USER_PATHS.getUsersAll,
  response: () => import('../schemas/user.js').then((m) => m.GetUsersAllResponseSchema),
} as const satisfies EndpointCall<'getUsersAll'>
