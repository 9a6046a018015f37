import { CATEGORY_PATHS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client'

const schema = () => import('./category-schemas').then((s) => s.GetAllCategoriesResponseSchema)

export const categoriesQueryKey = ['categories'] as const

/** Every category of the shop (GET /category/get-all-categories). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: async ({ signal }) => (await apiGet(CATEGORY_PATHS.getAll, schema, { signal })).data,
  })
}

/** The storefront URL of a category's product list. */
export { categoryPagePath as categoryHref } from '@shop/contract'
