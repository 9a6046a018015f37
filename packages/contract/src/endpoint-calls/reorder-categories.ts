import { CATEGORY_PATHS } from '../api-paths/category.js'
import type { EndpointCall } from '../endpoint-call.js'

export const reorderCategories = {
  name: 'reorderCategories',
  method: 'PUT',
  path: CATEGORY_PATHS.reorder,
  response: () => import('../schemas/category.js').then((m) => m.ReorderCategoriesResponseSchema),
} as const satisfies EndpointCall<'reorderCategories'>
