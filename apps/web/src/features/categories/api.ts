import { API_PATHS, GetAllCategoriesResponseSchema } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client'

export const categoriesQueryKey = ['categories'] as const

/** Every category of the shop (GET /category/get-all-categories). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet(API_PATHS.category.getAll, GetAllCategoriesResponseSchema, { signal })).data,
  })
}

/** The storefront URL of a category's product list. */
export function categoryHref(categoryName: string): string {
  return `/category/${encodeURIComponent(categoryName)}`
}
