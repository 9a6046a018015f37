import {
  ALL_PRODUCTS_PAGE_SIZE,
  API_PATHS,
  apiPath,
  CATEGORY_PRODUCTS_PAGE_SIZE,
  HOME_FEATURED_PRODUCTS_COUNT,
  HOME_PRODUCTS_FETCH_LIMIT,
} from '@shop/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client'

const schemas = () => import('./schemas')

/** How often a metal-linked product's page re-reads its price (as often as the header's metal prices). */
export const METAL_LINKED_REFETCH_MS = 60_000

export const productsQueryKeys = {
  all: ['products'] as const,
  page: (page: number) => ['products', 'page', page] as const,
  featured: ['products', 'featured'] as const,
  category: (categoryName: string, page: number) => ['products', 'category', categoryName, page] as const,
  sku: (sku: string) => ['products', 'sku', sku] as const,
}

/** One page of every product (GET /product/get-all-products?page&limit, PRODUCT_SPEC §2 All products). */
export function useAllProducts(page: number) {
  return useQuery({
    queryKey: productsQueryKeys.page(page),
    queryFn: ({ signal }) =>
      apiGet(
        `${API_PATHS.product.getAll}?page=${page}&limit=${ALL_PRODUCTS_PAGE_SIZE}`,
        () => schemas().then((s) => s.GetAllProductsResponseSchema),
        { signal },
      ),
    // The previous page stays on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  })
}

/** PRODUCT_SPEC §2 Home: 100 products are fetched ("size 100") and the first 5 featured. */
export function useFeaturedProducts() {
  return useQuery({
    queryKey: productsQueryKeys.featured,
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `${API_PATHS.product.getAll}?page=1&size=${HOME_PRODUCTS_FETCH_LIMIT}`,
          () => schemas().then((s) => s.GetAllProductsResponseSchema),
          { signal },
        )
      ).data.slice(0, HOME_FEATURED_PRODUCTS_COUNT),
  })
}

/** One page (20) of a category's products by its name; an unknown name answers 404. */
export function useCategoryProducts(categoryName: string, page: number) {
  return useQuery({
    queryKey: productsQueryKeys.category(categoryName, page),
    queryFn: ({ signal }) =>
      apiGet(
        `${apiPath(API_PATHS.product.getByCategoryName, { categoryName })}?page=${page}&limit=${CATEGORY_PRODUCTS_PAGE_SIZE}`,
        () => schemas().then((s) => s.GetProductsByCategoryNameResponseSchema),
        { signal },
      ),
    placeholderData: (previous, previousQuery) =>
      // Keep the previous page only while paging within the same category.
      previousQuery?.queryKey[2] === categoryName ? previous : undefined,
  })
}

/** A product's detail by its sku (GET /product/get-product-by-sku/:sku). */
export function useProductBySku(sku: string) {
  return useQuery({
    queryKey: productsQueryKeys.sku(sku),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          apiPath(API_PATHS.product.getBySku, { sku }),
          () => schemas().then((s) => s.GetProductBySkuResponseSchema),
          { signal },
        )
      ).data,
    // A metal-linked price follows the metal price (DESIGN §10): re-read it as often as the metal prices.
    refetchInterval: (query) => (query.state.data?.dynamic_pricing ? METAL_LINKED_REFETCH_MS : false),
  })
}
