import { CATEGORY_PATHS } from '../api-paths/category.js'
import type { EndpointCall } from '../endpoint-call.js'

export const getAllCategories = {
  name: 'getAllCategories',
  method: 'GET',
  path: CATEGORY_PATHS.getAll,
  response: () => import('../schemas/category.js').then((m) => m.GetAllCategoriesResponseSchema),
} as const satisfies EndpointCall<'getAllCategories'>
