export const CATEGORY_PATHS = {
  getAll: '/category/get-all-categories',
  create: '/category/create-category',
  update: '/category/update-category/:id',
} as const
