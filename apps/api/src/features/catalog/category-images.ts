import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

/** The image kinds an admin may upload, by what the bytes are (never by the file name or declared type). */
export type ImageKind = 'png' | 'jpg' | 'webp'

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * What an uploaded file claims to be, from its first bytes: PNG (signature and IHDR chunk), JPEG (SOI
 * marker) or WebP (RIFF container with a VP8 chunk); null for anything else. SVG is never an upload: it is a
 * document that may script (docs/decisions/045); only the demo catalog's shipped drawings are SVG.
 */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  ) {
    return 'png'
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return 'webp'
  return null
}

/** A decoded image may not be larger than this many pixels (a small file can unpack to gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000

/**
 * Decodes an upload and encodes it again in its own format: whatever rode along (EXIF with GPS, comments,
 * a polyglot's trailing HTML or script) is gone, and a file that does not fully decode is refused.
 * EXIF orientation is applied first, so the picture still stands the right way up without its metadata.
 * @returns the new bytes and their kind, or null when the file is not a whole PNG, JPEG or WebP image.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; kind: ImageKind } | null> {
  const kind = detectImageKind(bytes)
  if (!kind) return null
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_PIXELS,
      animated: false,
    }).rotate()
    const encoded =
      kind === 'png'
        ? image.png({ compressionLevel: 9 })
        : kind === 'jpg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : image.webp({ quality: 85 })
    return { bytes: await encoded.toBuffer(), kind }
  } catch {
    return null
  }
}

export interface CategoryImageStore {
  /** Writes the image under a random name and answers its path on the API host. */
  save(bytes: Buffer, kind: ImageKind): Promise<string>
  /** Removes an image this store wrote (used when the category it was for could not be saved). */
  remove(imagePath: string): Promise<void>
  /** True when `imagePath` names a file the API serves (an owner upload or a shipped catalog image). */
  exists(imagePath: string): boolean
}

export const CATEGORY_UPLOAD_PREFIX = '/uploads/categories/'

/**
 * Category images live in DATA_DIR/uploads/categories and are served under /uploads/categories by the
 * static setup of plugins/web-app.ts; shipped images live in ASSETS_DIR/catalog (/uploads/catalog).
 */
export async function createCategoryImageStore(options: {
  dataDir: string
  assetsDir: string
}): Promise<CategoryImageStore> {
  const uploadsDir = path.join(options.dataDir, 'uploads')
  const dir = path.join(uploadsDir, 'categories')
  // The static server only mounts folders that exist when the app starts, so make this one now.
  await mkdir(dir, { recursive: true })

  const fileOf = (imagePath: string): string | null => {
    if (!/^\/uploads\/[A-Za-z0-9._/-]+$/.test(imagePath) || imagePath.split('/').includes('..')) return null
    const relative = imagePath.slice('/uploads/'.length)
    return relative.startsWith('catalog/')
      ? path.join(options.assetsDir, relative)
      : path.join(uploadsDir, relative)
  }

  return {
    async save(bytes, kind) {
      const name = `${randomBytes(16).toString('hex')}.${kind}`
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' })
      return `${CATEGORY_UPLOAD_PREFIX}${name}`
    },
    async remove(imagePath) {
      if (!imagePath.startsWith(CATEGORY_UPLOAD_PREFIX)) return
      const file = fileOf(imagePath)
      if (file) await rm(file, { force: true })
    },
    exists(imagePath) {
      const file = fileOf(imagePath)
      return file !== null && existsSync(file)
    },
  }
}
