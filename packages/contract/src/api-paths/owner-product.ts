/** Additions (Admin, docs/product.md#for-the-owner): the owner's catalog. */
export const PRODUCT_OWNER_PATHS = {
  create: '/product/create-product',
  update: '/product/update-product/:id',
  archive: '/product/archive-product/:id',
  duplicate: '/product/duplicate-product/:id',
  uploadImage: '/product/upload-product-image/:id',
  reorderImages: '/product/reorder-product-images/:id',
  deleteImage: '/product/delete-product-image/:id/:imageId',
  ownerList: '/product/admin-products',
  ownerGet: '/product/admin-product/:id',
  /** A product's storefront page as shoppers will see it, drafts and archived included (docs/decisions/186). */
  preview: '/product/preview-product/:sku',
} as const
