import { listAdminProducts, type AdminProductFilter } from './admin-products.repo.js'
import { createProductDuplicate } from './admin-products.duplicate.js'
import { mustFindAdminProduct, type AdminProductEditorDeps } from './admin-products.editor.js'
import { createProductImageEdits } from './admin-products.image-edits.js'
import { createProductWrites } from './admin-products.writes.js'

export {
  ADMIN_PRODUCT_NOT_FOUND,
  CATEGORY_UNKNOWN,
  nameTaken,
  optionNotOfProduct,
  PRODUCT_IMAGE_NOT_FOUND,
  skuTaken,
  tooManyImages,
  variantNotOfProduct,
  type Actor,
} from './admin-products.editor.js'

/**
 * The owner's product editor, one object for the routes, assembled from its parts by concern: the product's
 * own fields and lists (admin-products.writes.ts), copies (admin-products.duplicate.ts) and photos
 * (admin-products.image-edits.ts).
 */
export function createAdminProductService(deps: AdminProductEditorDeps) {
  const { db } = deps
  return {
    /** One product, drafts and archived included; 404 when unknown. */
    get: (id: number) => mustFindAdminProduct(db, id),

    list: (filter: AdminProductFilter) => listAdminProducts(db, filter),

    ...createProductWrites(deps),
    ...createProductDuplicate(deps),
    ...createProductImageEdits(deps),
  }
}

export type AdminProductService = ReturnType<typeof createAdminProductService>
