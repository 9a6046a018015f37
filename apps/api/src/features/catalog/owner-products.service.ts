import { listOwnerProducts, type OwnerProductFilter } from './owner-products.repo.js'
import { createProductDuplicate } from './owner-products.duplicate.js'
import { mustFindOwnerProduct, type OwnerProductEditorDeps } from './owner-products.editor.js'
import { createProductImageEdits } from './owner-products.image-edits.js'
import { createProductWrites } from './owner-products.writes.js'

export {
  OWNER_PRODUCT_NOT_FOUND,
  CATEGORY_UNKNOWN,
  nameTaken,
  optionNotOfProduct,
  PRODUCT_IMAGE_NOT_FOUND,
  skuTaken,
  tooManyImages,
  variantNotOfProduct,
  type Actor,
} from './owner-products.editor.js'

/**
 * The owner's product editor, one object for the routes, assembled from its parts by concern: the product's
 * own fields and lists (admin-products.writes.ts), copies (admin-products.duplicate.ts) and photos
 * (admin-products.image-edits.ts).
 */
export function createOwnerProductService(deps: OwnerProductEditorDeps) {
  const { db } = deps
  return {
    /** One product, drafts and archived included; 404 when unknown. */
    get: (id: number) => mustFindOwnerProduct(db, id),

    list: (filter: OwnerProductFilter) => listOwnerProducts(db, filter),

    ...createProductWrites(deps),
    ...createProductDuplicate(deps),
    ...createProductImageEdits(deps),
  }
}

export type OwnerProductService = ReturnType<typeof createOwnerProductService>
