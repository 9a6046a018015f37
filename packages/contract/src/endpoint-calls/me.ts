import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const me = {
  name: 'me',
  method: 'GET',
  path: USER_PATHS.me,
  response: () => import('../schemas/user.js').then((m) => m.MeResponseSchema),
} as const satisfies EndpointCall<'me'>
