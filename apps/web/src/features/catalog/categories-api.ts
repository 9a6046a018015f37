import { ENDPOINTS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

export const categoriesQueryKey = ['categories'] as const

/** Every category of the shop (GET /category/get-all-categories). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.getAllCategories, {}, { signal })).data,
  })
}

/** The storefront URL of a category's product list. */
export { categoryPagePath as categoryHref } from '@shop/contract'
