import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { IdentityFileType } from '@shop/contract'
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import type { IdentityKeyRing } from './identity-crypto.js'

// docs/architecture.md#identity-checks-for-large-orders: identity documents are recognised by their content
// and kept in IDENTITY_DIR (outside every served folder, config.ts refuses otherwise) under random names,
// encrypted with IDENTITY_KEY (identity-crypto.ts, docs/decisions/205).
// The buyer's file name and the type their browser claimed are never used nor kept.

/** The first bytes of each accepted type (their "magic numbers"). */
const SIGNATURES: readonly { type: IdentityFileType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
]

/** The accepted type `content` is, by its first bytes; null for anything else (an .exe named .png too). */
export function sniffIdentityFile(content: Uint8Array): IdentityFileType | null {
  const match = SIGNATURES.find(
    ({ bytes }) => content.length > bytes.length && bytes.every((byte, index) => content[index] === byte),
  )
  return match?.type ?? null
}

/** File extension for a download's name (the stored file has none). */
export const EXTENSION_OF: Readonly<Record<IdentityFileType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
}

/** Longest side of a stored identity photo: a passport page stays legible, a 100-megapixel upload does not stay. */
export const IDENTITY_IMAGE_MAX_PX = 3000
/** Pixels sharp may decode from one upload, so a small file cannot unpack into gigabytes (a decompression bomb). */
const IDENTITY_IMAGE_MAX_INPUT_PIXELS = 60_000_000

/** Why an upload was refused: the file cannot be read as what it claims, or it carries active content. */
export class IdentityFileRefused extends Error {
  constructor(
    readonly reason: 'unreadable' | 'unsafe',
    message: string,
  ) {
    super(message)
    this.name = 'IdentityFileRefused'
  }
}

/**
 * A photo decoded and written afresh (docs/decisions/171): turned upright by its EXIF orientation, then stored
 * with no metadata (no EXIF, GPS or camera serial) in its own format, at most IDENTITY_IMAGE_MAX_PX on a side.
 * Whatever rode along after or inside the image (HTML, a script, a second file) is not in the result.
 */
export async function reencodeIdentityImage(
  content: Uint8Array,
  type: 'image/jpeg' | 'image/png',
): Promise<Buffer> {
  try {
    const image = sharp(content, { limitInputPixels: IDENTITY_IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: IDENTITY_IMAGE_MAX_PX,
        height: IDENTITY_IMAGE_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
    return await (
      type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 9 })
    ).toBuffer()
  } catch {
    throw new IdentityFileRefused('unreadable', 'The photo could not be read as an image.')
  }
}

/** Names that make a PDF act on its own when opened: scripts, launching programs, files carried inside, forms. */
const ACTIVE_PDF_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
])

/** The first active-content name reachable in `value`, or null. */
function activeNameIn(value: PDFObject, seen: Set<PDFObject>): string | null {
  if (seen.has(value)) return null
  seen.add(value)
  if (value instanceof PDFName) {
    const name = value.decodeText()
    return ACTIVE_PDF_NAMES.has(name) ? name : null
  }
  if (value instanceof PDFDict) {
    for (const [key, entry] of value.entries()) {
      const found = activeNameIn(key, seen) ?? activeNameIn(entry, seen)
      if (found) return found
    }
    return null
  }
  if (value instanceof PDFArray) {
    for (const entry of value.asArray()) {
      const found = activeNameIn(entry, seen)
      if (found) return found
    }
  }
  // A stream's dictionary is a PDFDict checked above through PDFRawStream's `dict`.
  if (value instanceof PDFRawStream) return activeNameIn(value.dict, seen)
  return null
}

/**
 * A PDF parsed and written afresh by pdf-lib (docs/decisions/171), or refused: not parseable, encrypted (it
 * cannot be inspected), or carrying JavaScript, a launch action, an embedded file, rich media or an XFA form
 * anywhere in its object tree. Objects packed in compressed object streams are unpacked by the parser and
 * checked like the rest. The rewrite drops every byte outside the objects (a polyglot's HTML tail, say).
 */
export async function rewriteIdentityPdf(content: Uint8Array): Promise<Buffer> {
  let document: PDFDocument
  try {
    document = await PDFDocument.load(content, { updateMetadata: false, throwOnInvalidObject: true })
  } catch {
    throw new IdentityFileRefused('unreadable', 'The PDF could not be read.')
  }
  const seen = new Set<PDFObject>()
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (activeNameIn(object, seen)) {
      throw new IdentityFileRefused(
        'unsafe',
        'The PDF contains scripts, actions or attached files; send a plain scan or a photo of the document.',
      )
    }
  }
  try {
    if (document.getPageCount() === 0) throw new Error('no pages')
    return Buffer.from(await document.save({ useObjectStreams: false }))
  } catch {
    // No page tree, or objects too broken to write back: nothing an owner could read.
    throw new IdentityFileRefused('unreadable', 'The PDF could not be read.')
  }
}

/** The bytes to store for an accepted upload of `type`: decoded and written afresh, never the upload itself. */
export function sanitiseIdentityFile(content: Uint8Array, type: IdentityFileType): Promise<Buffer> {
  return type === 'application/pdf' ? rewriteIdentityPdf(content) : reencodeIdentityImage(content, type)
}

const STORED_NAME = /^[0-9a-f]{48}$/

export interface IdentityFileStore {
  /** Encrypts `content` and writes it under a new random name (never overwriting), readable by this process only. */
  save(content: Uint8Array): Promise<string>
  /** The original bytes of a stored file; throws IdentityFileUnreadable when no known key opens it. */
  read(storedName: string): Promise<Buffer>
  remove(storedName: string): Promise<void>
  /**
   * Encrypts, in place, every file kept in plain before encryption existed (docs/decisions/205); answers how
   * many. app.ts runs it before the shop serves, `npm run identity:rotate` too.
   */
  encryptPlainFiles(): Promise<number>
  /** Rewrites every file not written with the current key (docs/operations.md#rotating-the-identity-key). */
  rotate(): Promise<{ rewritten: number; current: number; plain: number }>
}

/** A file from before encryption: one of the accepted types by its first bytes (an encrypted one starts 0x01). */
const isPlainIdentityFile = (bytes: Uint8Array) => sniffIdentityFile(bytes) !== null

export async function createIdentityFileStore(
  dir: string,
  keys: IdentityKeyRing,
): Promise<IdentityFileStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const fileOf = (storedName: string) => {
    // Only names this store made: a stored name is never a path a request could steer.
    if (!STORED_NAME.test(storedName)) throw new Error('not an identity file name')
    return path.join(dir, storedName)
  }
  /** Replaces a file whole (write aside, then rename), so a crash leaves the old file or the new, never half. */
  async function replace(storedName: string, content: Uint8Array): Promise<void> {
    const aside = `${fileOf(storedName)}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(aside, content, { mode: 0o600, flag: 'wx' })
    await rename(aside, fileOf(storedName))
  }
  const storedNames = async () => (await readdir(dir)).filter((name) => STORED_NAME.test(name))

  /** A file's first bytes: enough to tell a plain document from an encrypted one without reading it all. */
  async function headOf(storedName: string): Promise<Buffer> {
    const handle = await open(fileOf(storedName), 'r')
    try {
      const head = Buffer.alloc(64)
      const { bytesRead } = await handle.read(head, 0, head.length, 0)
      return head.subarray(0, bytesRead)
    } finally {
      await handle.close()
    }
  }

  async function encryptPlainFiles(): Promise<number> {
    let encrypted = 0
    // Runs at every start: only the first bytes of each file are read, the whole file only when it is plain.
    for (const name of await storedNames()) {
      if (!isPlainIdentityFile(await headOf(name))) continue
      await replace(name, keys.encrypt(await readFile(fileOf(name)), name))
      encrypted += 1
    }
    return encrypted
  }

  return {
    async save(content) {
      const storedName = randomBytes(24).toString('hex')
      await writeFile(fileOf(storedName), keys.encrypt(content, storedName), { mode: 0o600, flag: 'wx' })
      return storedName
    },
    async read(storedName) {
      return keys.decrypt(await readFile(fileOf(storedName)), storedName)
    },
    remove: (storedName) => rm(fileOf(storedName), { force: true }),
    encryptPlainFiles,
    async rotate() {
      const plain = await encryptPlainFiles()
      let rewritten = 0
      let current = 0
      for (const name of await storedNames()) {
        if (keys.keyIdOf(await headOf(name)) === keys.currentId) {
          current += 1
          continue
        }
        const bytes = await readFile(fileOf(name))
        await replace(name, keys.encrypt(keys.decrypt(bytes, name), name))
        rewritten += 1
      }
      return { rewritten, current: current - plain, plain }
    },
  }
}
