import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  countProductsInCategory,
  deleteEmptyCategory,
  findCategoryByArabicName,
  findCategoryById,
  findCategoryByName,
  insertCategory,
  listOwnerCategories,
  setCategoryOrder,
  updateCategory,
  type CategoryRow,
} from './categories.repo.js'
import { NO_IMAGE, resolveCategoryImage, type CategoryImageInput } from './category-image-input.js'
import type { CategoryImageStore } from './category-images.js'

export { IMAGE_PATH_NOT_FOUND, NOT_AN_IMAGE, type CategoryImageInput } from './category-image-input.js'

export const CATEGORY_NOT_FOUND = 'Category not found.'
export const categoryNameTaken = (name: string) => `A category named "${name}" already exists.`
export const categoryHasProducts = (count: number) =>
  `This category has ${count} product${count === 1 ? '' : 's'}: move ${count === 1 ? 'it' : 'them'} to another category first, or hide the category.`
export const REORDER_NOT_EVERY_CATEGORY = 'List every category exactly once, in the new order.'

/** What a create or update asks for: the names, the image and whether shoppers see the category. */
interface CategoryWriteInput {
  name: string
  nameAr?: string | null | undefined
  image: CategoryImageInput
  hidden?: boolean | undefined
}

/** What the audit log keeps of a category: its names, image and whether shoppers see it. */
const auditView = (row: CategoryRow) => ({
  name: row.name,
  nameAr: row.nameAr,
  image: row.imagePath,
  hidden: row.hidden,
})

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; the SQLSTATE sits on the cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

export function createCategoryService(deps: { db: Db; clock: Clock; images: CategoryImageStore }) {
  const { db, clock, images } = deps

  /** Runs a write that stores `saved`; removes its files when the write fails, and maps a duplicate to 409. */
  async function writing<T>(
    name: string,
    saved: { url: string; widths: number[] } | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (saved) await images.remove(saved.url, saved.widths)
      if (isUniqueViolation(error)) throw conflict(categoryNameTaken(name))
      throw error
    }
  }

  /** 409 when another category already has this Arabic name (null or absent: nothing to check). */
  async function checkArabicName(nameAr: string | null | undefined, exceptId?: number) {
    if (!nameAr) return
    const same = await findCategoryByArabicName(db, nameAr)
    if (same && same.id !== exceptId) throw conflict(categoryNameTaken(nameAr))
  }

  return {
    /** A new category; its names must be unique in any letter case (409 otherwise). */
    async create(actorUserId: number | null, input: CategoryWriteInput): Promise<CategoryRow> {
      if (await findCategoryByName(db, input.name)) throw conflict(categoryNameTaken(input.name))
      await checkArabicName(input.nameAr)
      const { image, saved } = await resolveCategoryImage(images, input.image)
      return writing(input.name, saved, () =>
        db.transaction(async (tx) => {
          const now = clock.now()
          const row = await insertCategory(tx, {
            name: input.name,
            nameAr: input.nameAr || null,
            image: image ?? NO_IMAGE,
            hidden: input.hidden ?? false,
            now,
          })
          if (!row) throw new Error('category insert returned no row')
          await recordAudit(tx, {
            actorUserId,
            action: 'category.create',
            entityType: 'category',
            entityId: row.id,
            after: auditView(row),
            at: now,
          })
          return row
        }),
      )
    },

    /** Renames a category and sets or keeps its image; 404 when unknown, 409 when the name is another's. */
    async update(actorUserId: number | null, id: number, input: CategoryWriteInput): Promise<CategoryRow> {
      const before = await findCategoryById(db, id)
      if (!before) throw notFound(CATEGORY_NOT_FOUND)
      const sameName = await findCategoryByName(db, input.name)
      if (sameName && sameName.id !== id) throw conflict(categoryNameTaken(input.name))
      await checkArabicName(input.nameAr, id)
      const { image, saved } = await resolveCategoryImage(images, input.image)
      return writing(input.name, saved, () =>
        db.transaction(async (tx) => {
          const now = clock.now()
          const row = await updateCategory(tx, id, {
            name: input.name,
            // Absent keeps the Arabic name; null or empty clears it.
            nameAr: input.nameAr === undefined ? undefined : input.nameAr || null,
            image,
            hidden: input.hidden,
            now,
          })
          if (!row) throw notFound(CATEGORY_NOT_FOUND)
          await recordAudit(tx, {
            actorUserId,
            action: 'category.update',
            entityType: 'category',
            entityId: id,
            before: auditView(before),
            after: auditView(row),
            at: now,
          })
          return row
        }),
      )
    },

    /** Every category for the owner, hidden ones too, in the storefront's order. */
    listForOwner: () => listOwnerCategories(db),

    /**
     * Deletes an empty category (404 unknown; 409 CATEGORY_HAS_PRODUCTS while any product, archived too, is in
     * it: its orders and product pages name it). Its uploaded image goes with it.
     */
    async remove(actorUserId: number | null, id: number): Promise<{ id: number }> {
      const before = await findCategoryById(db, id)
      if (!before) throw notFound(CATEGORY_NOT_FOUND)
      const deleted = await db.transaction(async (tx) => {
        const row = await deleteEmptyCategory(tx, id)
        if (!row) return null
        await recordAudit(tx, {
          actorUserId,
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          before: auditView(row),
          at: clock.now(),
        })
        return row
      })
      if (!deleted) {
        const count = await countProductsInCategory(db, id)
        if (count === 0) throw notFound(CATEGORY_NOT_FOUND)
        throw conflict(categoryHasProducts(count), { productCount: count }, 'CATEGORY_HAS_PRODUCTS')
      }
      if (deleted.imagePath && deleted.imageWidths) {
        await images.remove(deleted.imagePath, deleted.imageWidths).catch(() => undefined)
      }
      return { id }
    },

    /** Sets the storefront's order: `ids` must name every category once (400 otherwise). */
    async reorder(actorUserId: number | null, ids: readonly number[]) {
      return db.transaction(async (tx) => {
        const all = await listOwnerCategories(tx)
        const known = new Set(all.map((row) => row.id))
        if (ids.length !== all.length || ids.some((id) => !known.has(id))) {
          throw badRequest(REORDER_NOT_EVERY_CATEGORY, {
            body: [{ path: ['ids'], message: REORDER_NOT_EVERY_CATEGORY }],
          })
        }
        const now = clock.now()
        await setCategoryOrder(tx, ids, now)
        await recordAudit(tx, {
          actorUserId,
          action: 'category.reorder',
          entityType: 'category',
          entityId: 'all',
          before: { order: all.map((row) => row.name) },
          after: { order: ids.map((id) => all.find((row) => row.id === id)?.name ?? String(id)) },
          at: now,
        })
        return listOwnerCategories(tx)
      })
    },
  }
}
