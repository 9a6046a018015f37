/**
 * The demo catalog's pictures are drawings kept as SVG sources in assets/catalog, and served as WebP renderings
 * of them at these widths, encoded as an owner's upload is (scripts/render-demo-images.ts, product-images.ts).
 * A browser lays out an SVG image's document, its text included, on the page's main thread, where a bitmap is
 * decoded off it; AVIF, smaller still, took longer to decode than it saved in transfer (docs/decisions/140).
 * The SVGs stay served, for databases seeded before.
 */
export const SHIPPED_IMAGE_WIDTHS = [160, 400, 800] as const

/** Every drawing is square; its largest rendering is the default `src` and gives the intrinsic size. */
export const SHIPPED_IMAGE_SIZE = 800

/** The served path of a drawing (its largest rendering), e.g. `/uploads/catalog/products/x-1-800.webp`. */
export function shippedImageUrl(folder: 'products' | 'categories', name: string): string {
  return `/uploads/catalog/${folder}/${name}-${SHIPPED_IMAGE_SIZE}.webp`
}

/** What product_images (and a category's image_* columns) keep of a shipped image: as for an upload. */
export function shippedImageColumns(): {
  widths: number[]
  avifWidths: null
  width: number
  height: number
} {
  return {
    widths: [...SHIPPED_IMAGE_WIDTHS],
    avifWidths: null,
    width: SHIPPED_IMAGE_SIZE,
    height: SHIPPED_IMAGE_SIZE,
  }
}
