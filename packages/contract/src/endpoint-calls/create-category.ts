import { CATEGORY_PATHS } from '../api-paths/category.js'
import type { EndpointCall } from '../endpoint-call.js'

export const createCategory = {
  name: 'createCategory',
  method: 'POST',
  path: CATEGORY_PATHS.create,
  response: () => import('../schemas/category.js').then((m) => m.CreateCategoryResponseSchema),
} as const satisfies EndpointCall<'createCategory'>
