import {
  ALL_PRODUCTS_PAGE_SIZE,
  CATEGORY_PRODUCTS_PAGE_SIZE,
  ENDPOINTS,
  HOME_FEATURED_PRODUCTS_COUNT,
  HOME_PRODUCTS_FETCH_LIMIT,
} from '@shop/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ApiError, call } from '../../lib/api-client'
import { catalogParams, type CatalogQuery } from './catalog-query'

/** How often a metal-linked product's page re-reads its price (as often as the header's metal prices). */
export const METAL_LINKED_REFETCH_MS = 60_000

export const productsQueryKeys = {
  all: ['products'] as const,
  page: (page: number) => ['products', 'page', page] as const,
  featured: ['products', 'featured'] as const,
  category: (categoryName: string, page: number) => ['products', 'category', categoryName, page] as const,
  sku: (sku: string) => ['products', 'sku', sku] as const,
  list: (scope: string, params: string) => ['products', 'list', scope, params] as const,
  filters: (scope: string) => ['products', 'filters', scope] as const,
}

/** One page of every product (GET /product/get-all-products?page&limit, docs/product.md#for-shoppers All products). */
export function useAllProducts(page: number) {
  return useQuery({
    queryKey: productsQueryKeys.page(page),
    queryFn: ({ signal }) =>
      call(ENDPOINTS.getAllProducts, { query: { page, limit: ALL_PRODUCTS_PAGE_SIZE } }, { signal }),
    // The previous page stays on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  })
}

/** docs/product.md#for-shoppers Home: 100 products are fetched ("size 100") and the first 5 featured. */
export function useFeaturedProducts() {
  return useQuery({
    queryKey: productsQueryKeys.featured,
    queryFn: async ({ signal }) =>
      (
        await call(
          ENDPOINTS.getAllProducts,
          { query: { page: 1, size: HOME_PRODUCTS_FETCH_LIMIT } },
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
      call(
        ENDPOINTS.getProductsByCategoryName,
        { params: { categoryName }, query: { page, limit: CATEGORY_PRODUCTS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: (previous, previousQuery) =>
      // Keep the previous page only while paging within the same category.
      previousQuery?.queryKey[2] === categoryName ? previous : undefined,
  })
}

/**
 * A product's detail by its sku (GET /product/get-product-by-sku/:sku), or null when there is none: an unknown SKU is an answer, not a failure, so the server
 * renders "Product Not Found" with the page and the browser starts from it (a failed read would be dropped
 * from the server's render and show the page loading until the browser asked again).
 */
export function useProductBySku(sku: string) {
  return useQuery({
    queryKey: productsQueryKeys.sku(sku),
    queryFn: async ({ signal }) => {
      try {
        return (await call(ENDPOINTS.getProductBySku, { params: { sku } }, { signal })).data
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    // A metal-linked price follows the metal price (docs/architecture.md#live-metal-prices): re-read it as often as the metal prices.
    refetchInterval: (query) => (query.state.data?.dynamic_pricing ? METAL_LINKED_REFETCH_MS : false),
  })
}

/**
 * One page of a searched, filtered and sorted list: of every product, or of one category by its name (an
 * unknown name answers 404). The server filters and counts (docs/decisions/067).
 */
export function useProductList(query: CatalogQuery, categoryName?: string) {
  const params = catalogParams(query)
  const pageSize = categoryName === undefined ? ALL_PRODUCTS_PAGE_SIZE : CATEGORY_PRODUCTS_PAGE_SIZE
  params.set('limit', String(pageSize))
  if (categoryName !== undefined) params.delete('categoryId')
  const listQuery = Object.fromEntries(params)
  const scope = categoryName === undefined ? '*' : `category:${categoryName.toLowerCase()}`
  return useQuery({
    queryKey: productsQueryKeys.list(scope, params.toString()),
    queryFn: ({ signal }) =>
      categoryName === undefined
        ? call(ENDPOINTS.getAllProducts, { query: listQuery }, { signal })
        : call(
            ENDPOINTS.getProductsByCategoryName,
            { params: { categoryName }, query: listQuery },
            { signal },
          ),
    // The previous results stay on screen while the next ones load, within the same list.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === scope ? previous : undefined,
  })
}

/** The brands, metals and bounds a filter panel offers, for every product or one category. */
export function useProductFilterOptions(categoryName?: string) {
  const scope = categoryName === undefined ? '*' : categoryName.toLowerCase()
  return useQuery({
    queryKey: productsQueryKeys.filters(scope),
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.getProductFilters, { query: { categoryName } }, { signal })).data,
    staleTime: 5 * 60_000,
  })
}
