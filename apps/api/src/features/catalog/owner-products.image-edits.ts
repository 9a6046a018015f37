import { PRODUCT_IMAGES_MAX, PRODUCT_MESSAGES } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { productImages } from '../../db/schema/index.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  OWNER_PRODUCT_NOT_FOUND,
  fieldError,
  mustFindOwnerProduct,
  PRODUCT_IMAGE_NOT_FOUND,
  tooManyImages,
  type Actor,
  type OwnerProductEditorDeps,
} from './owner-products.editor.js'
import {
  countImages,
  deleteImage,
  insertImage,
  lockProduct,
  reorderImages,
  updateProductRow,
  type OwnerProductRow,
} from './owner-products.repo.js'
import { reencodeProductImage } from './product-images.js'

/**
 * The owner's edits of a product's photos: add, remove, reorder. Files live outside the database, so each
 * edit also keeps the image store in step with what committed.
 */
export function createProductImageEdits(deps: OwnerProductEditorDeps) {
  const { db, clock, images } = deps

  /** Removes an image's files unless another product (a duplicate) still shows them. */
  async function removeFilesIfUnused(url: string, widths: number[] | null) {
    const [stillUsed] = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.url, url))
      .limit(1)
    if (!stillUsed) await images.remove(url, widths)
  }

  return {
    /** Checks, re-encodes and stores an uploaded photo as the product's last image. */
    async addImage(actor: Actor, id: number, bytes: Buffer): Promise<OwnerProductRow> {
      await mustFindOwnerProduct(db, id)
      if ((await countImages(db, id)) >= PRODUCT_IMAGES_MAX) throw conflict(tooManyImages)
      const encoded = await reencodeProductImage(bytes)
      const stored = await images.save(id, encoded)
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockProduct(tx, id))) throw notFound(OWNER_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
          if ((await countImages(tx, id)) >= PRODUCT_IMAGES_MAX) throw conflict(tooManyImages)
          const now = clock.now()
          await insertImage(tx, { ...stored, productId: id, now })
          await updateProductRow(tx, id, { updatedAt: now })
          const after = await mustFindOwnerProduct(tx, id)
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'product.image_add',
            entityType: 'product',
            entityId: id,
            // The photos before too, so the audit log reads "3 photos -> 4 photos".
            before: { images: after.images.filter((i) => i.url !== stored.url).map((i) => i.url) },
            after: {
              url: stored.url,
              widths: stored.widths,
              avifWidths: stored.avifWidths,
              images: after.images.map((i) => i.url),
            },
            at: now,
          })
          return after
        })
      } catch (error) {
        await images.remove(stored.url, stored.widths)
        throw error
      }
    },

    async removeImage(actor: Actor, id: number, imageId: number): Promise<OwnerProductRow> {
      const { after, removed } = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound(OWNER_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
        const before = await mustFindOwnerProduct(tx, id)
        const removed = await deleteImage(tx, id, imageId)
        if (!removed) throw notFound(PRODUCT_IMAGE_NOT_FOUND)
        const now = clock.now()
        await updateProductRow(tx, id, { updatedAt: now })
        const after = await mustFindOwnerProduct(tx, id)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'product.image_remove',
          entityType: 'product',
          entityId: id,
          before: { images: before.images.map((i) => i.url) },
          after: { images: after.images.map((i) => i.url) },
          at: now,
        })
        return { after, removed }
      })
      // After the commit: a rolled-back removal must not have lost its files.
      await removeFilesIfUnused(removed.url, removed.widths)
      return after
    },

    /** Puts the images in the order given, which must list each of the product's images once. */
    async reorderImages(actor: Actor, id: number, imageIds: readonly number[]): Promise<OwnerProductRow> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound(OWNER_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
        const before = await mustFindOwnerProduct(tx, id)
        const current = before.images.map((i) => i.id).sort((a, b) => a - b)
        const asked = [...imageIds].sort((a, b) => a - b)
        if (current.length !== asked.length || current.some((imageId, i) => imageId !== asked[i])) {
          throw fieldError('image_ids', PRODUCT_MESSAGES.imageOrder)
        }
        const now = clock.now()
        await reorderImages(tx, id, imageIds, now)
        await updateProductRow(tx, id, { updatedAt: now })
        const after = await mustFindOwnerProduct(tx, id)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'product.image_reorder',
          entityType: 'product',
          entityId: id,
          before: { images: before.images.map((i) => i.id) },
          after: { images: after.images.map((i) => i.id) },
          at: now,
        })
        return after
      })
    },
  }
}
