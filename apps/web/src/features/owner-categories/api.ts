import { ENDPOINTS } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// The owner's category calls (Admin, docs/decisions/207); only the /admin/categories page loads this module.

const ownerCategoriesKey = [USER_SCOPED_QUERY_ROOT, 'owner', 'categories'] as const
/** The storefront's category list (features/catalog/categories-api.ts), re-read after every change. */
const STOREFRONT_CATEGORIES_KEY = ['categories'] as const

/** GET /owner/categories: every category, hidden ones too, in the storefront's order. */
export function useOwnerCategories() {
  return useQuery({
    queryKey: ownerCategoriesKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.ownerCategories, {}, { signal })).data,
  })
}

function useRefreshCategories() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerCategoriesKey }),
      queryClient.invalidateQueries({ queryKey: STOREFRONT_CATEGORIES_KEY }),
    ])
}

/** What the category form sends: both names, and an image to upload, to remove, or left as it is. */
export interface CategoryDraft {
  categoryName: string
  categoryNameAr: string
  hidden: boolean
  image: { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; file: File }
}

/** The draft as a multipart form (the image a file part), as create- and update-category read it. */
function formOf(draft: CategoryDraft): FormData {
  const form = new FormData()
  form.set('categoryName', draft.categoryName.trim())
  // An empty field is "unchanged" to the API; a space clears the Arabic name (trimmed to empty).
  form.set('categoryNameAr', draft.categoryNameAr.trim() === '' ? ' ' : draft.categoryNameAr.trim())
  form.set('hidden', draft.hidden ? 'true' : 'false')
  if (draft.image.kind === 'upload') form.set('categoryImage', draft.image.file)
  return form
}

/** POST /category/create-category, or PUT /category/update-category/:id when `id` is given. */
export function useSaveCategory() {
  const refresh = useRefreshCategories()
  return useMutation({
    mutationFn: async ({ id, draft }: { id?: number; draft: CategoryDraft }) => {
      if (id === undefined) {
        return call(ENDPOINTS.createCategory, { body: formOf(draft) })
      }
      if (draft.image.kind === 'remove') {
        // Removing the image is a JSON call: a form cannot send null.
        return call(ENDPOINTS.updateCategory, {
          params: { id },
          body: {
            categoryName: draft.categoryName.trim(),
            categoryNameAr: draft.categoryNameAr.trim() || null,
            categoryImage: null,
            hidden: draft.hidden,
          },
        })
      }
      return call(ENDPOINTS.updateCategory, { params: { id }, body: formOf(draft) })
    },
    onSettled: refresh,
  })
}

/** PUT /category/update-category/:id with only `hidden` changed (names and image kept). */
export function useSetCategoryHidden() {
  const refresh = useRefreshCategories()
  return useMutation({
    mutationFn: ({ id, categoryName, hidden }: { id: number; categoryName: string; hidden: boolean }) =>
      call(ENDPOINTS.updateCategory, { params: { id }, body: { categoryName, hidden } }),
    onSettled: refresh,
  })
}

/** PUT /owner/categories/order: every id, in the new order. */
export function useReorderCategories() {
  const refresh = useRefreshCategories()
  return useMutation({
    mutationFn: (ids: number[]) => call(ENDPOINTS.reorderCategories, { body: { ids } }),
    onSettled: refresh,
  })
}

/** DELETE /category/delete-category/:id: 409 CATEGORY_HAS_PRODUCTS while products are in it. */
export function useDeleteCategory() {
  const refresh = useRefreshCategories()
  return useMutation({
    mutationFn: (id: number) => call(ENDPOINTS.deleteCategory, { params: { id } }),
    onSettled: refresh,
  })
}
