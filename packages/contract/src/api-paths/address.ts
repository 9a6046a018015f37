export const ADDRESS_PATHS = {
  add: '/address/add-addresses',
  getAll: '/address/get-all-addresses/:userId',
  update: '/address/update-addresses/:id',
  delete: '/address/delete-addresses/:id',
} as const
