import { USER_PATHS } from '../api-paths/user.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateLanguage = {
  name: 'updateLanguage',
  method: 'PATCH',
  path: USER_PATHS.updateLanguage,
  response: () => import('../schemas/user.js').then((m) => m.UpdateLanguageResponseSchema),
} as const satisfies EndpointCall<'updateLanguage'>
