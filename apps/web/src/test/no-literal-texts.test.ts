import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * docs/architecture.md#languages: a text a shopper reads or hears comes from the texts of both languages. ESLint
 * (i18next/no-literal-string) holds the text between tags; this holds the attributes a screen reader speaks
 * or a form shows, which must be `{t('ns:key')}`, never written in English.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SPOKEN =
  /\b(aria-label|aria-description|title|placeholder|alt|label|description|confirmLabel|submitLabel)="[^"]*[A-Za-z][^"]*"/g

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'test' ? [] : components(full)
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : []
  })
}

describe('texts in components', () => {
  it('writes no spoken or shown attribute in English', () => {
    const found = components(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SPOKEN)].map((m) => `${path.relative(SRC, file)}: ${m[0]}`),
    )
    expect(found).toEqual([])
  })
})
