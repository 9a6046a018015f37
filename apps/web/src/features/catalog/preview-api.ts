import { ENDPOINTS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, call } from '../../lib/api-client'

/**
 * The owner's preview of a product's page (GET /product/preview-product/:sku, Admin; docs/decisions/186): the
 * detail a shopper's page reads, drafts and archived products included, with the product's state; null when no
 * product has the sku. Loaded only on an owner's visit to a page shoppers cannot see.
 */
export function useProductPreview(sku: string) {
  return useQuery({
    queryKey: ['products', 'preview', sku] as const,
    queryFn: async ({ signal }) => {
      try {
        return (await call(ENDPOINTS.previewProduct, { params: { sku } }, { signal })).data
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  })
}
