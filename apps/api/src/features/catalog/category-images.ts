import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The image kinds an admin may upload, by what the bytes are (never by the file name or declared type). */
export type ImageKind = 'png' | 'jpg' | 'webp' | 'svg'

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

// An SVG is a document: one that scripts, embeds HTML or pulls external entities would run in the shop's
// origin when opened from /uploads, so only plain drawings are accepted.
const SVG_DANGERS = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<foreignObject[\s>/]/i,
  /<!ENTITY/i,
]

function isPlainSvg(bytes: Buffer): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  // Skip a byte order mark, the XML declaration, comments and a doctype before the root element.
  const prolog = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)\s*)*/i
  const rest = text.replace(prolog, '')
  const element = /^<svg[\s>]/i.test(rest) && /<\/svg>\s*$/i.test(rest)
  const selfClosing = /^<svg(\s[^>]*)?\/>\s*$/i.test(rest)
  if (!element && !selfClosing) return false
  return !SVG_DANGERS.some((danger) => danger.test(text))
}

/**
 * What an uploaded file really is, from its content: PNG (signature and IHDR chunk), JPEG (SOI marker),
 * WebP (RIFF container with a VP8 chunk) or a plain SVG drawing; null for anything else.
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
  if (isPlainSvg(bytes)) return 'svg'
  return null
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
