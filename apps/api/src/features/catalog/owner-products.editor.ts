import { PRODUCT_IMAGES_MAX } from '@shop/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { findOwnerProduct, type OwnerProductRow } from './owner-products.repo.js'
import type { ProductImageStore } from './product-images.js'

// What every part of the owner's product editor (writes, copies, images) is built from: who acts, the
// dependencies, the messages it answers with, and the product it edits or 404.

export const OWNER_PRODUCT_NOT_FOUND = 'Product not found.'
export const PRODUCT_IMAGE_NOT_FOUND = 'Image not found.'
export const skuTaken = (sku: string) => `A product with SKU "${sku}" already exists.`
export const nameTaken = (name: string) => `A product named "${name}" already exists.`
export const CATEGORY_UNKNOWN = 'No category with this id; choose one from the list.'
export const tooManyImages = `A product has at most ${PRODUCT_IMAGES_MAX} images; remove one first.`
export const optionNotOfProduct = (id: number) => `Option ${id} is not an option of this product.`
export const variantNotOfProduct = (id: number) => `Variant ${id} is not a variant of this product.`

/** Who acts: the signed-in owner. */
export interface Actor {
  id: number
}

export interface OwnerProductEditorDeps {
  db: Db
  clock: Clock
  images: ProductImageStore
}

/** A 400 naming one field of the body, as validation answers it. */
export const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { body: [{ path: [field], message }] })

/** One product, drafts and archived included; 404 when unknown. */
export async function mustFindOwnerProduct(tx: DbOrTx, id: number): Promise<OwnerProductRow> {
  const row = await findOwnerProduct(tx, id)
  if (!row) throw notFound(OWNER_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
  return row
}
