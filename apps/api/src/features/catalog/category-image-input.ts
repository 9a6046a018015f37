import { badRequest } from '../../lib/errors.js'
import type { CategoryImageColumns } from './categories.repo.js'
import type { CategoryImageStore } from './category-images.js'
import { reencodeProductImage, type EncodedWidth } from './product-images.js'

/** The image a create or update asks for: an uploaded file, a path already served, none, or (update) unchanged. */
export type CategoryImageInput =
  { kind: 'upload'; bytes: Buffer } | { kind: 'path'; path: string | null } | { kind: 'keep' }

export const NO_IMAGE: CategoryImageColumns = {
  imagePath: null,
  imageWidths: null,
  imageAvifWidths: null,
  imageWidth: null,
  imageHeight: null,
}

export const NOT_AN_IMAGE = 'The file is not a PNG, JPEG or WebP image.'
export const IMAGE_PATH_NOT_FOUND = 'No image is stored at this path.'

/**
 * Turns the asked image into the columns to store (undefined: keep them); a stored upload is returned so a
 * failure can remove its files.
 */
export async function resolveCategoryImage(
  images: CategoryImageStore,
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
