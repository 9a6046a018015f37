import { type OwnerProduct, type CreateProductBody, ENDPOINTS, type UpdateProductBody } from '@shop/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

/** The owner's catalog is the signed-in Admin's view: logout drops it with the rest of the user's data. */
const ownerProductsRoot = [USER_SCOPED_QUERY_ROOT, 'admin-products'] as const

/** The list's URL query as the API takes it (empty values are left out). */
export interface OwnerProductsParams {
  search?: string | undefined
  category_id?: string | undefined
  stock?: string | undefined
  status?: string | undefined
  sort?: string | undefined
  order?: string | undefined
  page: number
}

/** GET /product/admin-products: one page of the owner's products, filtered and sorted on the server. */
export function useOwnerProducts(params: OwnerProductsParams) {
  return useQuery({
    queryKey: [...ownerProductsRoot, 'list', params],
    queryFn: ({ signal }) => {
      // An empty filter field means no filter, as a missing one does.
      const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''))
      return call(ENDPOINTS.ownerProducts, { query }, { signal })
    },
    placeholderData: keepPreviousData,
  })
}

/** GET /product/admin-product/:id: one product as the owner edits it. */
export function useOwnerProduct(id: number | null) {
  return useQuery({
    queryKey: [...ownerProductsRoot, 'one', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.ownerProduct, { params: { id: id ?? 0 } }, { signal })).data,
  })
}

/** After any change: the edited product is stored as answered and the lists are read again. */
function useProductChange<Input>(send: (input: Input) => Promise<{ data: OwnerProduct }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) => (await send(input)).data,
    onSuccess: (product) => {
      queryClient.setQueryData([...ownerProductsRoot, 'one', product.id], product)
      void queryClient.invalidateQueries({ queryKey: [...ownerProductsRoot, 'list'] })
    },
  })
}

export const useCreateProduct = () =>
  useProductChange((body: CreateProductBody) => call(ENDPOINTS.createProduct, { body }))

export const useUpdateProduct = () =>
  useProductChange(({ id, body }: { id: number; body: UpdateProductBody }) =>
    call(ENDPOINTS.updateProduct, { params: { id }, body }),
  )

export const useArchiveProduct = () =>
  useProductChange((id: number) => call(ENDPOINTS.archiveProduct, { params: { id } }))

export const useDuplicateProduct = () =>
  useProductChange((id: number) => call(ENDPOINTS.duplicateProduct, { params: { id } }))

export const useUploadProductImage = () =>
  useProductChange(({ id, file }: { id: number; file: File }) => {
    const form = new FormData()
    form.append('image', file)
    return call(ENDPOINTS.uploadProductImage, { params: { id }, body: form })
  })

export const useReorderProductImages = () =>
  useProductChange(({ id, imageIds }: { id: number; imageIds: number[] }) =>
    call(ENDPOINTS.reorderProductImages, { params: { id }, body: { image_ids: imageIds } }),
  )

export const useDeleteProductImage = () =>
  useProductChange(({ id, imageId }: { id: number; imageId: number }) =>
    call(ENDPOINTS.deleteProductImage, { params: { id, imageId } }),
  )
