import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { IdentityFileType } from '@shop/contract'

// docs/architecture.md#identity-checks-for-large-orders: identity documents are recognised by their content
// and kept in IDENTITY_DIR (outside every served folder, config.ts refuses otherwise) under random names.
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

const STORED_NAME = /^[0-9a-f]{48}$/

export interface IdentityFileStore {
  /** Writes `content` under a new random name (never overwriting), readable by this process only. */
  save(content: Uint8Array): Promise<string>
  read(storedName: string): Promise<Buffer>
  remove(storedName: string): Promise<void>
}

export async function createIdentityFileStore(dir: string): Promise<IdentityFileStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const fileOf = (storedName: string) => {
    // Only names this store made: a stored name is never a path a request could steer.
    if (!STORED_NAME.test(storedName)) throw new Error('not an identity file name')
    return path.join(dir, storedName)
  }
  return {
    async save(content) {
      const storedName = randomBytes(24).toString('hex')
      await writeFile(fileOf(storedName), content, { mode: 0o600, flag: 'wx' })
      return storedName
    },
    read: (storedName) => readFile(fileOf(storedName)),
    remove: (storedName) => rm(fileOf(storedName), { force: true }),
  }
}
