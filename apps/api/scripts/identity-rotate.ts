// `npm run identity:rotate`: rewrites every identity document in IDENTITY_DIR with IDENTITY_KEY, reading files
// written with an earlier key through IDENTITY_KEYS_OLD, and encrypts any file still kept in plain. Safe to run
// while the shop serves and to run again (each file is replaced whole). The steps are in
// docs/operations.md#rotating-the-identity-key.
import { existsSync } from 'node:fs'
import { loadConfig } from '../src/config.js'
import { createIdentityFileStore } from '../src/features/identity/identity-files.js'
import { identityKeyRingOf } from '../src/features/identity/identity-keys.js'

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(
      [
        'Usage: npm run identity:rotate',
        'Re-encrypts every identity document with IDENTITY_KEY (old keys in IDENTITY_KEYS_OLD are read),',
        'and encrypts files kept in plain. Then IDENTITY_KEYS_OLD can be emptied.',
      ].join('\n'),
    )
    return
  }
  // The same .env and configuration as `npm start`, so the files are the shop's.
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const store = await createIdentityFileStore(config.IDENTITY_DIR, await identityKeyRingOf(config))
  const result = await store.rotate()
  console.log(
    `Identity files in ${config.IDENTITY_DIR}: ${result.rewritten} re-encrypted with the current key, ` +
      `${result.plain} plain file(s) encrypted, ${result.current} already current. ` +
      'IDENTITY_KEYS_OLD is no longer needed for them.',
  )
}

main().catch((error: unknown) => {
  console.error('identity:rotate failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
