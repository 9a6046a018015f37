import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * A secret generated once and kept in DATA_DIR, for development only: sessions survive restarts without
 * anyone having to invent a key. Production configures its secrets explicitly (config.ts refuses otherwise).
 */
export async function persistentDevSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', name)
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      // Another instance wrote it first: use theirs.
      if (error.code !== 'EEXIST') throw error
    },
  )
  return (await readFile(file, 'utf8')).trim()
}
