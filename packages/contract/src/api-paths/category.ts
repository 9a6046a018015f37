export const CATEGORY_PATHS = {
  getAll: '/category/get-all-categories',
  create: '/category/create-category',
  update: '/category/update-category/:id',
  /** Additions (Admin, docs/decisions/207): delete an empty category, the owner's list, and its order. */
  delete: '/category/delete-category/:id',
  ownerList: '/owner/categories',
  reorder: '/owner/categories/order',
} as const
