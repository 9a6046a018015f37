import { randomBytes } from 'node:crypto'

/** Crockford's base32: no I, L, O or U, so a buyer reading the id aloud cannot confuse letters. */
const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const RANDOM_CHARS = 10

/**
 * A new public order id, e.g. `ORD-7K3M9QXW2B`: 50 random bits, so ids can be neither guessed nor counted
 * (the id is in payment links). 256 is a multiple of 32, so `byte % 32` is uniform.
 */
export function newOrderUniqueId(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(RANDOM_CHARS)
  let id = 'ORD-'
  for (const byte of bytes) id += CROCKFORD_BASE32[byte % 32]
  return id
}
