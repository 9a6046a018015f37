import { CATEGORY_PATHS } from '../api-paths/category.js'
import type { EndpointCall } from '../endpoint-call.js'

export const deleteCategory = {
  name: 'deleteCategory',
  method: 'DELETE',
  path: CATEGORY_PATHS.delete,
  response: () => import('../schemas/category.js').then((m) => m.DeleteCategoryResponseSchema),
} as const satisfies EndpointCall<'deleteCategory'>
