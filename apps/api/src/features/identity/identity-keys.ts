import type { Config } from '../../config.js'
import { persistentDevSecret } from '../../lib/dev-secrets.js'
import { createIdentityKeyRing, type IdentityKeyRing, parseIdentityKey } from './identity-crypto.js'

// docs/decisions/205: the identity key ring from the configuration. Production has IDENTITY_KEY (config.ts
// refuses to start without it); development and tests without one use a key generated once in
// DATA_DIR/secrets, as the session secret is (lib/dev-secrets.ts).

const mustParse = (text: string): Buffer => {
  const key = parseIdentityKey(text)
  // config.ts validated every configured key; a development key is written by persistentDevSecret.
  if (!key) throw new Error('an identity key is 32 bytes in base64')
  return key
}

export async function identityKeyRingOf(
  config: Pick<Config, 'IDENTITY_KEY' | 'IDENTITY_KEYS_OLD' | 'DATA_DIR'>,
): Promise<IdentityKeyRing> {
  const current = config.IDENTITY_KEY ?? (await persistentDevSecret(config.DATA_DIR, 'identity-key'))
  return createIdentityKeyRing(mustParse(current), (config.IDENTITY_KEYS_OLD ?? []).map(mustParse))
}
