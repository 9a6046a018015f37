import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PRODUCT_IMAGE_WIDTHS } from '@shop/contract'
import sharp from 'sharp'
import { badRequest } from '../../lib/errors.js'
import { detectImageKind } from './category-images.js'

// Product photos are untrusted input (docs/architecture.md, images): the bytes must be a JPEG, PNG or WebP by their
// signature AND decode as that format; what is stored is never the upload itself but sharp's re-encoding
// to WebP (no metadata: EXIF, GPS and ICC comments are dropped), at up to three widths for `srcset`.

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

/** `srcset` of an upload stored as `<base>-<width>.webp`, from the URL of any one of its widths. */
export function srcsetOf(url: string, widths: readonly number[] | null): string | null {
  if (!widths || widths.length === 0) return null
  const base = url.replace(/-\d+\.webp$/, '')
  if (base === url) return null
  return widths.map((w) => `${base}-${w}.webp ${w}w`).join(', ')
}

/**
 * Checks an upload by content and re-encodes it to WebP at each width.
 * @throws AppError 400 for SVG, another format, a signature whose body does not decode, or a huge image.
 */
export async function reencodeProductImage(bytes: Buffer): Promise<{ width: number; webp: Buffer }[]> {
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
    return await Promise.all(
      widthsFor(sourceWidth).map(async (width) => ({
        width,
        // rotate() applies the EXIF orientation before metadata is dropped (sharp keeps none by default).
        webp: await sharp(bytes, options)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    )
  } catch {
    throw refuse(PRODUCT_IMAGE_UNREADABLE)
  }
}

export interface StoredProductImage {
  /** The default width's path on the API host. */
  url: string
  widths: number[]
}

export interface ProductImageStore {
  /** Writes every width of a re-encoded image under a random name in the product's folder. */
  save(productId: number, encoded: { width: number; webp: Buffer }[]): Promise<StoredProductImage>
  /** Removes every width of an image this store wrote; other paths (shipped images) are left alone. */
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
      await Promise.all(
        encoded.map(({ width, webp }) =>
          writeFile(path.join(folder, `${name}-${width}.webp`), webp, { flag: 'wx' }),
        ),
      )
      const widths = encoded.map((e) => e.width)
      return { url: `${PRODUCT_UPLOAD_PREFIX}${productId}/${name}-${defaultWidth(widths)}.webp`, widths }
    },
    async remove(url, widths) {
      const match = /^\/uploads\/products\/(\d+)\/([0-9a-f]{32})-\d+\.webp$/.exec(url)
      if (!match || !widths) return
      const [, productId = '', name = ''] = match
      await Promise.all(
        widths.map((w) => rm(path.join(dir, productId, `${name}-${w}.webp`), { force: true })),
      )
    },
  }
}
