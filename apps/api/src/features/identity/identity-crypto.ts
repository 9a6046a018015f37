import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

// docs/decisions/205: identity documents are kept encrypted with AES-256-GCM. A stored file is
//   version (1 byte, 0x01) | key id (8 bytes) | IV (12 bytes) | tag (16 bytes) | ciphertext
// The key id names the key that wrote it (the first 8 bytes of SHA-256 of the key), so a file written before a
// rotation is still read with an old key (IDENTITY_KEYS_OLD) until `npm run identity:rotate` rewrites it. The
// header and the file's stored name are authenticated too: a file moved under another document's name, or a
// header altered, does not decrypt.

export const IDENTITY_FILE_VERSION = 0x01
const KEY_ID_BYTES = 8
const IV_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES
/** AES-256 takes a 32-byte key. */
export const IDENTITY_KEY_BYTES = 32

/** Why a stored file could not be read back: no key for it, or it was altered (or written with another key). */
export class IdentityFileUnreadable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IdentityFileUnreadable'
  }
}

/** The keys a store writes with (`current`) and reads with (current and old), by key id. */
export interface IdentityKeyRing {
  readonly currentId: string
  encrypt(plain: Uint8Array, storedName: string): Buffer
  decrypt(stored: Uint8Array, storedName: string): Buffer
  /** The id of the key a stored file was written with, or null when it is not an encrypted identity file. */
  keyIdOf(stored: Uint8Array): string | null
}

/** The key id of `key`: not secret, only tells keys apart. */
export const identityKeyId = (key: Uint8Array): string =>
  createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES).toString('hex')

/**
 * A 32-byte key from its base64 text (as `openssl rand -base64 32` prints it; base64url accepted too), or
 * null when the text is not exactly 32 bytes of base64.
 */
export function parseIdentityKey(text: string): Buffer | null {
  const trimmed = text.trim()
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return key.length === IDENTITY_KEY_BYTES ? key : null
}

const additionalData = (header: Uint8Array, storedName: string) =>
  Buffer.concat([header, Buffer.from(storedName, 'utf8')])

/** A key ring writing with `current` and reading files written with it or any of `old`. */
export function createIdentityKeyRing(current: Uint8Array, old: readonly Uint8Array[] = []): IdentityKeyRing {
  for (const key of [current, ...old]) {
    if (key.length !== IDENTITY_KEY_BYTES) throw new Error('an identity key is 32 bytes')
  }
  const keys = new Map<string, Buffer>()
  for (const key of [...old, current]) keys.set(identityKeyId(key), Buffer.from(key))
  const currentId = identityKeyId(current)
  const currentKey = Buffer.from(current)

  function keyIdOf(stored: Uint8Array): string | null {
    if (stored.length < HEADER_BYTES || stored[0] !== IDENTITY_FILE_VERSION) return null
    return Buffer.from(stored.subarray(1, 1 + KEY_ID_BYTES)).toString('hex')
  }

  return {
    currentId,
    keyIdOf,
    encrypt(plain, storedName) {
      const iv = randomBytes(IV_BYTES)
      const prefix = Buffer.concat([Buffer.from([IDENTITY_FILE_VERSION]), Buffer.from(currentId, 'hex'), iv])
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv, { authTagLength: TAG_BYTES })
      cipher.setAAD(additionalData(prefix, storedName))
      const body = Buffer.concat([cipher.update(plain), cipher.final()])
      return Buffer.concat([prefix, cipher.getAuthTag(), body])
    },
    decrypt(stored, storedName) {
      const keyId = keyIdOf(stored)
      if (keyId === null) throw new IdentityFileUnreadable('not an encrypted identity file')
      const key = keys.get(keyId)
      if (!key) {
        throw new IdentityFileUnreadable(
          `written with key ${keyId}, which is neither IDENTITY_KEY nor in IDENTITY_KEYS_OLD`,
        )
      }
      const bytes = Buffer.from(stored)
      const prefix = bytes.subarray(0, 1 + KEY_ID_BYTES + IV_BYTES)
      const iv = bytes.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + IV_BYTES)
      const tag = bytes.subarray(1 + KEY_ID_BYTES + IV_BYTES, HEADER_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
      decipher.setAAD(additionalData(prefix, storedName))
      decipher.setAuthTag(tag)
      try {
        return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()])
      } catch {
        throw new IdentityFileUnreadable('the file does not decrypt: altered, or written with another key')
      }
    },
  }
}
