import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import {
  findCategoryByArabicName,
  findCategoryById,
  findCategoryByName,
  insertCategory,
  updateCategory,
  type CategoryImageColumns,
  type CategoryRow,
} from './categories.repo.js'
import type { CategoryImageStore } from './category-images.js'
import { reencodeProductImage, type EncodedWidth } from './product-images.js'

/** The image a create or update asks for: an uploaded file, a path already served, none, or (update) unchanged. */
export type CategoryImageInput =
  { kind: 'upload'; bytes: Buffer } | { kind: 'path'; path: string | null } | { kind: 'keep' }

const NO_IMAGE: CategoryImageColumns = {
  imagePath: null,
  imageWidths: null,
  imageAvifWidths: null,
  imageWidth: null,
  imageHeight: null,
}

export const CATEGORY_NOT_FOUND = 'Category not found.'
export const NOT_AN_IMAGE = 'The file is not a PNG, JPEG or WebP image.'
export const IMAGE_PATH_NOT_FOUND = 'No image is stored at this path.'
export const categoryNameTaken = (name: string) => `A category named "${name}" already exists.`

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; the SQLSTATE sits on the cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

export function createCategoryService(deps: { db: Db; clock: Clock; images: CategoryImageStore }) {
  const { db, clock, images } = deps

  /**
   * Turns the asked image into the columns to store (undefined: keep them); a stored upload is returned so a
   * failure can remove its files.
   */
  async function resolveImage(
    input: CategoryImageInput,
  ): Promise<{ image?: CategoryImageColumns; saved?: { url: string; widths: number[] } }> {
    if (input.kind === 'keep') return {}
    if (input.kind === 'path') {
      if (input.path !== null && !images.exists(input.path)) {
        throw badRequest(`categoryImage: ${IMAGE_PATH_NOT_FOUND}`, {
          body: [{ path: ['categoryImage'], message: IMAGE_PATH_NOT_FOUND }],
        })
      }
      // A path names a file as it is: no widths are known for it.
      return { image: { ...NO_IMAGE, imagePath: input.path } }
    }
    // Checked by content and re-encoded as product photos are (WebP widths, AVIF when smaller), so what is
    // stored is only ever a picture, in the widths its slot needs (docs/decisions/125).
    let encoded: EncodedWidth[]
    try {
      encoded = await reencodeProductImage(input.bytes)
    } catch {
      throw badRequest(NOT_AN_IMAGE, { body: [{ path: ['categoryImage'], message: NOT_AN_IMAGE }] })
    }
    const saved = await images.save(encoded)
    return {
      image: {
        imagePath: saved.url,
        imageWidths: saved.widths,
        imageAvifWidths: saved.avifWidths,
        imageWidth: saved.width,
        imageHeight: saved.height,
      },
      saved,
    }
  }

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
    async create(input: {
      name: string
      nameAr?: string | null | undefined
      image: CategoryImageInput
    }): Promise<CategoryRow> {
      if (await findCategoryByName(db, input.name)) throw conflict(categoryNameTaken(input.name))
      await checkArabicName(input.nameAr)
      const { image, saved } = await resolveImage(input.image)
      return writing(input.name, saved, async () => {
        const row = await insertCategory(db, {
          name: input.name,
          nameAr: input.nameAr || null,
          image: image ?? NO_IMAGE,
          now: clock.now(),
        })
        if (!row) throw new Error('category insert returned no row')
        return row
      })
    },

    /** Renames a category and sets or keeps its image; 404 when unknown, 409 when the name is another's. */
    async update(
      id: number,
      input: { name: string; nameAr?: string | null | undefined; image: CategoryImageInput },
    ): Promise<CategoryRow> {
      if (!(await findCategoryById(db, id))) throw notFound(CATEGORY_NOT_FOUND)
      const sameName = await findCategoryByName(db, input.name)
      if (sameName && sameName.id !== id) throw conflict(categoryNameTaken(input.name))
      await checkArabicName(input.nameAr, id)
      const { image, saved } = await resolveImage(input.image)
      return writing(input.name, saved, async () => {
        const row = await updateCategory(db, id, {
          name: input.name,
          // Absent keeps the Arabic name; null or empty clears it.
          nameAr: input.nameAr === undefined ? undefined : input.nameAr || null,
          image,
          now: clock.now(),
        })
        if (!row) throw notFound(CATEGORY_NOT_FOUND)
        return row
      })
    },
  }
}
