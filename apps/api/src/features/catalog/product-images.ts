import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PRODUCT_IMAGE_WIDTHS } from '@shop/contract'
import sharp from 'sharp'
import { badRequest } from '../../lib/errors.js'
import { detectImageKind } from '../../lib/image-kind.js'

// Product photos are untrusted input (docs/architecture.md, images): the bytes must be a JPEG, PNG or WebP by their
// signature AND decode as that format; what is stored is never the upload itself but sharp's re-encoding
// to WebP (no metadata: EXIF, GPS and ICC comments are dropped), at up to four widths (PRODUCT_IMAGE_WIDTHS) for `srcset`, and to
// AVIF at the same widths, kept only when every AVIF is smaller than its WebP (docs/decisions/125).

export const PRODUCT_IMAGE_NOT_ACCEPTED = 'Upload a JPEG, PNG or WebP image.'
export const PRODUCT_IMAGE_SVG_REFUSED =
  'SVG is not accepted for product photos; upload a JPEG, PNG or WebP image.'
export const PRODUCT_IMAGE_UNREADABLE = 'The image could not be read; it may be damaged. Try another file.'

/** Pixels sharp will decode at most (a decompression bomb stops here): 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000
const SHARP_FORMAT = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const

const refuse = (message: string) => badRequest(message, { body: [{ path: ['image'], message }] })

/** An SVG document: markup whose first kilobyte opens an `<svg` element (said apart, for a clearer refusal). */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8')
  return /^(\uFEFF)?\s*</.test(head) && /<svg[\s>]/i.test(head)
}

/** The widths to write for a source `sourceWidth` px wide: PRODUCT_IMAGE_WIDTHS below it, and the source's own
 * width (capped at the largest) so a small photo is never upscaled. */
export function widthsFor(sourceWidth: number): number[] {
  const largest = Math.max(...PRODUCT_IMAGE_WIDTHS)
  const widths = new Set([
    ...PRODUCT_IMAGE_WIDTHS.filter((w) => w < sourceWidth),
    Math.min(sourceWidth, largest),
  ])
  return [...widths].sort((a, b) => a - b)
}

/** The width a plain `<img src>` shows: the largest at most 800 px, else the smallest. */
export function defaultWidth(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= 800)
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths)
}

export { srcsetOf, toWireImage, type ProductImageRow } from '../../lib/wire-image.js'

/** One width of an upload, re-encoded; `avif` is null when WebP is kept alone (docs/decisions/125). */
export interface EncodedWidth {
  width: number
  height: number
  webp: Buffer
  avif: Buffer | null
}

/**
 * AVIF at every width, or at none: the `<source type="image/avif">` must offer the same widths as the WebP
 * `<img>`, or a browser choosing among fewer AVIF files would fetch a larger one than the slot needs.
 */
export function keepAvifWhenSmaller(
  widths: readonly { width: number; height: number; webp: Buffer; avif: Buffer }[],
): EncodedWidth[] {
  const smaller = widths.every((w) => w.avif.length < w.webp.length)
  return widths.map((w) => ({ ...w, avif: smaller ? w.avif : null }))
}

/** AVIF quality: about what WebP 82 looks like on a product photo (docs/decisions/125). */
const AVIF_QUALITY = 55

/**
 * Checks an upload by content and re-encodes it to WebP at each width, and to AVIF when that is smaller.
 * @throws AppError 400 for SVG, another format, a signature whose body does not decode, or a huge image.
 */
export async function reencodeProductImage(bytes: Buffer): Promise<EncodedWidth[]> {
  const kind = detectImageKind(bytes)
  if (kind === null)
    throw refuse(looksLikeSvg(bytes) ? PRODUCT_IMAGE_SVG_REFUSED : PRODUCT_IMAGE_NOT_ACCEPTED)
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const
  let sourceWidth: number
  try {
    const metadata = await sharp(bytes, options).metadata()
    if (metadata.format !== SHARP_FORMAT[kind] || !metadata.width || !metadata.height) {
      throw new Error('format mismatch')
    }
    // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
    sourceWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width
  } catch {
    throw refuse(PRODUCT_IMAGE_UNREADABLE)
  }
  try {
    const encoded = await Promise.all(
      widthsFor(sourceWidth).map(async (width) => {
        // rotate() applies the EXIF orientation before metadata is dropped (sharp keeps none by default).
        const resized = sharp(bytes, options).rotate().resize({ width, withoutEnlargement: true })
        const webp = await resized.clone().webp({ quality: 82 }).toBuffer({ resolveWithObject: true })
        const avif = await resized.clone().avif({ quality: AVIF_QUALITY }).toBuffer()
        return { width, height: webp.info.height, webp: webp.data, avif }
      }),
    )
    return keepAvifWhenSmaller(encoded)
  } catch {
    throw refuse(PRODUCT_IMAGE_UNREADABLE)
  }
}

export interface StoredProductImage {
  /** The default width's path on the API host. */
  url: string
  widths: number[]
  /** Widths also stored as AVIF; null when WebP was kept alone. */
  avifWidths: number[] | null
  /** Intrinsic size of the largest width. */
  width: number
  height: number
}

/** What a store wrote for `encoded` under `base` (a path without `-<width>.webp`): the default URL, widths, size. */
export function storedImage(base: string, encoded: readonly EncodedWidth[]): StoredProductImage {
  const widths = encoded.map((e) => e.width)
  const avifWidths = encoded.filter((e) => e.avif !== null).map((e) => e.width)
  const largest = encoded.reduce((a, b) => (b.width > a.width ? b : a))
  return {
    url: `${base}-${defaultWidth(widths)}.webp`,
    widths,
    avifWidths: avifWidths.length > 0 ? avifWidths : null,
    width: largest.width,
    height: largest.height,
  }
}

export interface ProductImageStore {
  /** Writes every width of a re-encoded image under a random name in the product's folder. */
  save(productId: number, encoded: readonly EncodedWidth[]): Promise<StoredProductImage>
  /** Removes every width (WebP and AVIF) of an image this store wrote; shipped images are left alone. */
  remove(url: string, widths: readonly number[] | null): Promise<void>
}

export const PRODUCT_UPLOAD_PREFIX = '/uploads/products/'

/** Uploads live in DATA_DIR/uploads/products/<productId>/, served under /uploads/products (plugins/web-app.ts). */
export async function createProductImageStore(options: { dataDir: string }): Promise<ProductImageStore> {
  const dir = path.join(options.dataDir, 'uploads', 'products')
  // The static server only mounts folders that exist when the app starts.
  await mkdir(dir, { recursive: true })
  return {
    async save(productId, encoded) {
      const name = randomBytes(16).toString('hex')
      const folder = path.join(dir, String(productId))
      await mkdir(folder, { recursive: true })
      const write = (file: string, bytes: Buffer) => writeFile(path.join(folder, file), bytes, { flag: 'wx' })
      await Promise.all(
        encoded.flatMap(({ width, webp, avif }) => [
          write(`${name}-${width}.webp`, webp),
          ...(avif ? [write(`${name}-${width}.avif`, avif)] : []),
        ]),
      )
      return storedImage(`${PRODUCT_UPLOAD_PREFIX}${productId}/${name}`, encoded)
    },
    async remove(url, widths) {
      const match = /^\/uploads\/products\/(\d+)\/([0-9a-f]{32})-\d+\.webp$/.exec(url)
      if (!match || !widths) return
      const [, productId = '', name = ''] = match
      // An AVIF that was never written is no error (force).
      await Promise.all(
        widths.flatMap((w) =>
          ['webp', 'avif'].map((ext) =>
            rm(path.join(dir, productId, `${name}-${w}.${ext}`), { force: true }),
          ),
        ),
      )
    },
  }
}
