import { CATEGORY_PATHS } from '../api-paths/category.js'
import type { EndpointCall } from '../endpoint-call.js'

export const ownerCategories = {
  name: 'ownerCategories',
  method: 'GET',
  path: CATEGORY_PATHS.ownerList,
  response: () => import('../schemas/category.js').then((m) => m.OwnerCategoriesResponseSchema),
} as const satisfies EndpointCall<'ownerCategories'>
