import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createPgliteTemplate, createPostgresTemplate, dropPostgresTemplate } from './database-template.js'

/**
 * Runs once, before any test file: migrates the run's one template database (decision 175), which every
 * file then copies, and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const name = await createPostgresTemplate(serverUrl)
    project.provide('databaseTemplate', { postgres: name })
    return () => dropPostgresTemplate(serverUrl, name)
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-template-'))
  const archive = path.join(dir, 'pglite.tar')
  await writeFile(archive, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()))
  project.provide('databaseTemplate', { pgliteArchive: archive })
  return () => rm(dir, { recursive: true, force: true })
}
