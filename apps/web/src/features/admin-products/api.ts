import {
  type AdminProduct,
  AdminProductResponseSchema,
  AdminProductsResponseSchema,
  apiPath,
  type CreateProductBody,
  PRODUCT_ADMIN_PATHS,
  type UpdateProductBody,
} from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

/** The owner's catalog is the signed-in Admin's view: logout drops it with the rest of the user's data. */
const adminProductsRoot = [USER_SCOPED_QUERY_ROOT, 'admin-products'] as const

/** The list's URL query as the API takes it (empty values are left out). */
export interface AdminProductsParams {
  search?: string | undefined
  category_id?: string | undefined
  stock?: string | undefined
  status?: string | undefined
  sort?: string | undefined
  order?: string | undefined
  page: number
}

/** GET /product/admin-products: one page of the owner's products, filtered and sorted on the server. */
export function useAdminProducts(params: AdminProductsParams) {
  return useQuery({
    queryKey: [...adminProductsRoot, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== '') query.set(key, String(value))
      }
      return apiGet(`${PRODUCT_ADMIN_PATHS.adminList}?${query.toString()}`, AdminProductsResponseSchema, {
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })
}

/** GET /product/admin-product/:id: one product as the owner edits it. */
export function useAdminProduct(id: number | null) {
  return useQuery({
    queryKey: [...adminProductsRoot, 'one', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (
        await apiGet(apiPath(PRODUCT_ADMIN_PATHS.adminGet, { id: id ?? 0 }), AdminProductResponseSchema, {
          signal,
        })
      ).data,
  })
}

/** After any change: the edited product is stored as answered and the lists are read again. */
function useProductChange<Input>(send: (input: Input) => Promise<{ data: AdminProduct }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) => (await send(input)).data,
    onSuccess: (product) => {
      queryClient.setQueryData([...adminProductsRoot, 'one', product.id], product)
      void queryClient.invalidateQueries({ queryKey: [...adminProductsRoot, 'list'] })
    },
  })
}

export const useCreateProduct = () =>
  useProductChange((body: CreateProductBody) =>
    apiSend('POST', PRODUCT_ADMIN_PATHS.create, body, AdminProductResponseSchema),
  )

export const useUpdateProduct = () =>
  useProductChange(({ id, body }: { id: number; body: UpdateProductBody }) =>
    apiSend('PUT', apiPath(PRODUCT_ADMIN_PATHS.update, { id }), body, AdminProductResponseSchema),
  )

export const useArchiveProduct = () =>
  useProductChange((id: number) =>
    apiSend('DELETE', apiPath(PRODUCT_ADMIN_PATHS.archive, { id }), undefined, AdminProductResponseSchema),
  )

export const useDuplicateProduct = () =>
  useProductChange((id: number) =>
    apiSend('POST', apiPath(PRODUCT_ADMIN_PATHS.duplicate, { id }), undefined, AdminProductResponseSchema),
  )

export const useUploadProductImage = () =>
  useProductChange(({ id, file }: { id: number; file: File }) => {
    const form = new FormData()
    form.append('image', file)
    return apiSend('POST', apiPath(PRODUCT_ADMIN_PATHS.uploadImage, { id }), form, AdminProductResponseSchema)
  })

export const useReorderProductImages = () =>
  useProductChange(({ id, imageIds }: { id: number; imageIds: number[] }) =>
    apiSend(
      'PUT',
      apiPath(PRODUCT_ADMIN_PATHS.reorderImages, { id }),
      { image_ids: imageIds },
      AdminProductResponseSchema,
    ),
  )

export const useDeleteProductImage = () =>
  useProductChange(({ id, imageId }: { id: number; imageId: number }) =>
    apiSend(
      'DELETE',
      apiPath(PRODUCT_ADMIN_PATHS.deleteImage, { id, imageId }),
      undefined,
      AdminProductResponseSchema,
    ),
  )
