import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './languages.js'
import { NAMESPACES } from './resources.js'
import { ALL_TEXT_LOADERS } from './server-text-loaders.js'

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other']
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
// Code that shows texts to people: both apps' sources, tests excluded (a test naming a key does not use it).
const CODE_ROOTS = ['apps/web/src', 'apps/api/src', 'packages/contract/src'].map((dir) =>
  path.join(REPO, dir),
)

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(full, value)
    else for (const [k, v] of leaves(value as object, full)) out.set(k, v)
  }
  return out
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '')
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'locales' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

const texts = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => [
      language,
      Object.fromEntries(
        await Promise.all(
          NAMESPACES.map(
            async (ns) => [ns, leaves((await ALL_TEXT_LOADERS[language][ns]()).default)] as const,
          ),
        ),
      ),
    ]),
  ),
) as Record<(typeof LANGUAGES)[number], Record<(typeof NAMESPACES)[number], Map<string, string>>>

describe.each(NAMESPACES)('texts of %s', (ns) => {
  const en = texts.en[ns]
  const ar = texts.ar[ns]

  it('has every key in both languages, and nothing more', () => {
    const enKeys = new Set([...en.keys()].map(baseKey))
    const arKeys = new Set([...ar.keys()].map(baseKey))
    expect(
      [...enKeys].filter((k) => !arKeys.has(k)),
      'missing in Arabic',
    ).toEqual([])
    expect(
      [...arKeys].filter((k) => !enKeys.has(k)),
      'missing in English',
    ).toEqual([])
  })

  it('writes every Arabic plural in all six forms', () => {
    const plurals = new Set([...en.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(baseKey))
    for (const key of plurals) {
      const missing = ARABIC_PLURALS.filter((form) => !ar.has(`${key}_${form}`))
      expect(missing, `${ns}:${key}`).toEqual([])
    }
  })

  it('has no empty text, and the same placeholders in both languages', () => {
    for (const [key, text] of [...en, ...ar]) expect(text.trim(), `${ns}:${key}`).not.toBe('')
    for (const [key, text] of en) {
      if (PLURAL_SUFFIX.test(key)) continue // Arabic may say "two items" without the number
      expect(placeholders(ar.get(key) ?? ''), `${ns}:${key}`).toEqual(placeholders(text))
    }
  })
})

// An arrow in a text points along the line: "← Back" in English is "→ العودة" in Arabic, which reads right to
// left (docs/architecture.md#languages).
const MIRRORED_ARROW: Record<string, string> = { '←': '→', '→': '←', '⟵': '⟶', '⟶': '⟵' }
const arrowsOf = (text: string) => [...text].filter((char) => char in MIRRORED_ARROW)

describe.each(NAMESPACES)('arrows in the texts of %s', (ns) => {
  it('point the other way in Arabic', () => {
    for (const [key, english] of texts.en[ns]) {
      const arabic = texts.ar[ns].get(key)
      if (arabic === undefined) continue
      expect(arrowsOf(arabic), `${ns}:${key}`).toEqual(
        arrowsOf(english).map((arrow) => MIRRORED_ARROW[arrow]),
      )
    }
  })
})

describe('keys in code', () => {
  const code = CODE_ROOTS.flatMap(sourceFiles)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')

  it('uses every key (written in full, `ns:key`, or as a `ns:prefix.${…}` template)', () => {
    // One pass over the code for each kind of use: a search of the whole code per key took seconds.
    const names = NAMESPACES.join('|')
    const written = new Set(
      [...code.matchAll(new RegExp(`['"\`]((?:${names}):[\\w.]+)['"\`]`, 'g'))].map(([, full]) => full),
    )
    const templates = new Set(
      [...code.matchAll(new RegExp(`\`((?:${names}):[\\w.]+)\\.\\$\\{`, 'g'))].map(([, prefix]) => prefix),
    )
    const unused: string[] = []
    for (const ns of NAMESPACES) {
      for (const key of new Set([...texts.en[ns].keys()].map(baseKey))) {
        const full = `${ns}:${key}`
        if (written.has(full)) continue
        const parts = key.split('.')
        const dynamic = parts.some((_, i) => i > 0 && templates.has(`${ns}:${parts.slice(0, i).join('.')}`))
        if (!dynamic) unused.push(full)
      }
    }
    expect(unused).toEqual([])
  })

  it('names no key that does not exist', () => {
    const names = NAMESPACES.join('|')
    const used = [...code.matchAll(new RegExp(`['"\`](${names}):([\\w.]+)['"\`]`, 'g'))]
    const missing = used
      .map(([, ns, key]) => `${ns}:${key}`)
      .filter((full) => {
        const [ns, key] = full.split(':') as [(typeof NAMESPACES)[number], string]
        return ![...texts.en[ns].keys()].some((k) => k === key || baseKey(k) === key)
      })
    expect([...new Set(missing)]).toEqual([])
  })
})
