import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// TOTP secrets at rest (docs/decisions/196): AES-256-GCM under a key from TWO_FACTOR_KEY, else one derived
// from the session secret. A database dump alone then yields no code generator.

const VERSION = 'v1'

/** A 32-byte key from configured text: HKDF-SHA256 with a label, so the same text used elsewhere never collides. */
export function totpSecretKey(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'shop/two-factor', 'totp-secrets/v1', 32))
}

export interface TotpSecretBox {
  seal(secretBase32: string): string
  open(sealed: string): string
}

export function createTotpSecretBox(key: Buffer): TotpSecretBox {
  return {
    seal(secretBase32) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        ':',
      )
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':')
      if (version !== VERSION || !iv || !tag || !body) throw new Error('unreadable TOTP secret')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}
