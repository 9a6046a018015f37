import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The modules one API feature may import from another are listed twice: in eslint.config.js, which enforces
// them, and in docs/architecture.md#where-code-may-import-from, which tells a reader why. This keeps the two the same.

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))

function sharedModulesOfLintConfig(): string[] {
  const config = readFileSync(root('eslint.config.js'), 'utf8')
  const list = /const API_SHARED_MODULES = \[([^\]]*)\]/.exec(config)?.[1] ?? ''
  return [...list.matchAll(/'\.\/([^']+)'/g)].map((match) => match[1] ?? '').sort()
}

function sharedModulesOfArchitecture(): string[] {
  const doc = readFileSync(root('docs/architecture.md'), 'utf8')
  const start = doc.indexOf('listed in `API_SHARED_MODULES`')
  const end = doc.indexOf('Anything else another feature needs', start)
  const section = doc.slice(start, end)
  return [...section.matchAll(/`([a-z-]+\/[\w./-]+\.ts)`/g)]
    .map((match) => match[1] ?? '')
    .filter((path) => !path.startsWith('apps/'))
    .sort()
}

describe('the shared modules of the API', () => {
  it('are the same in the lint config and in docs/architecture.md', () => {
    const linted = sharedModulesOfLintConfig()
    expect(linted.length).toBeGreaterThan(10)
    expect(sharedModulesOfArchitecture()).toEqual(linted)
  })
})
