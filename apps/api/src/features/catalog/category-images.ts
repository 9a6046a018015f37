import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { storedImage, type EncodedWidth, type StoredProductImage } from './product-images.js'

export interface CategoryImageStore {
  /**
   * Writes every width of a re-encoded upload (product-images.ts: WebP, and AVIF when smaller) under a random
   * name, and answers the default width's path on the API host with the widths and size.
   */
  save(encoded: readonly EncodedWidth[]): Promise<StoredProductImage>
  /** Removes an image this store wrote, every width of it (used when its category could not be saved). */
  remove(imagePath: string, widths?: readonly number[] | null): Promise<void>
  /** True when `imagePath` names a file the API serves (an owner upload or a shipped catalog image). */
  exists(imagePath: string): boolean
}

export const CATEGORY_UPLOAD_PREFIX = '/uploads/categories/'

/**
 * Category uploads are re-encoded as product photos are (product-images.ts) and live in DATA_DIR/uploads/categories and are served under /uploads/categories by the
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
    async save(encoded) {
      const name = randomBytes(16).toString('hex')
      const write = (file: string, bytes: Buffer) => writeFile(path.join(dir, file), bytes, { flag: 'wx' })
      await Promise.all(
        encoded.flatMap(({ width, webp, avif }) => [
          write(`${name}-${width}.webp`, webp),
          ...(avif ? [write(`${name}-${width}.avif`, avif)] : []),
        ]),
      )
      return storedImage(`${CATEGORY_UPLOAD_PREFIX}${name}`, encoded)
    },
    async remove(imagePath, widths) {
      if (!imagePath.startsWith(CATEGORY_UPLOAD_PREFIX)) return
      // An upload with widths is `<name>-<width>.webp` (and .avif); one from before is a single file.
      const base = /^(\/uploads\/categories\/[0-9a-f]{32})-\d+\.webp$/.exec(imagePath)?.[1]
      const paths =
        base && widths ? widths.flatMap((w) => [`${base}-${w}.webp`, `${base}-${w}.avif`]) : [imagePath]
      await Promise.all(
        paths.map(async (p) => {
          const file = fileOf(p)
          if (file) await rm(file, { force: true })
        }),
      )
    },
    exists(imagePath) {
      const file = fileOf(imagePath)
      return file !== null && existsSync(file)
    },
  }
}
