import type { Image } from '@shop/contract'

// The wire image object of an upload (docs/decisions/125), shared by the catalog and the order lines.

/** `srcset` of an upload stored as `<base>-<width>.<ext>`, from the URL of any one of its WebP widths. */
export function srcsetOf(
  url: string,
  widths: readonly number[] | null,
  ext: 'webp' | 'avif' = 'webp',
): string | null {
  if (!widths || widths.length === 0) return null
  const base = url.replace(/-\d+\.webp$/, '')
  if (base === url) return null
  return widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ')
}

/** An uploaded image as the database keeps it (product_images; a category's image_* columns). */
export interface ProductImageRow {
  url: string
  widths: number[] | null
  avifWidths: number[] | null
  width: number | null
  height: number | null
}

/** The wire image: the default URL, both `srcset`s and the intrinsic size (nulls for shipped drawings). */
export function toWireImage(row: ProductImageRow): Image {
  return {
    url: row.url,
    srcset: srcsetOf(row.url, row.widths),
    avifSrcset: srcsetOf(row.url, row.avifWidths, 'avif'),
    width: row.width,
    height: row.height,
  }
}
