import { CATEGORY_PATHS } from '../api-paths/category.js'
import type { EndpointCall } from '../endpoint-call.js'

export const updateCategory = {
  name: 'updateCategory',
  method: 'PUT',
  path: CATEGORY_PATHS.update,
  response: () => import('../schemas/category.js').then((m) => m.UpdateCategoryResponseSchema),
} as const satisfies EndpointCall<'updateCategory'>
