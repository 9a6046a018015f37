import argon2 from 'argon2'

// OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS)
}

/** False for a wrong password or a malformed hash; never throws on user input. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

/**
 * A hash to verify against when the email is unknown, so a login takes as long for a missing account as for
 * a wrong password and the timing does not reveal which emails are registered.
 */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing')
  return dummyHash
}
