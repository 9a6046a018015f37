import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import subset from './assets/fonts/ibm-plex-sans-arabic-subset.json'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const arabicTexts = path.join(repo, 'packages/contract/src/i18n/locales/ar')

/** Arabic script and presentation forms: the characters the webfont is there for. */
const isArabic = (code: number) =>
  (code >= 0x0600 && code <= 0x06ff) ||
  (code >= 0x0750 && code <= 0x077f) ||
  (code >= 0x0870 && code <= 0x08ff) ||
  (code >= 0xfb50 && code <= 0xfdff) ||
  (code >= 0xfe70 && code <= 0xfeff)

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`

// The Arabic webfont holds only the characters scripts/subset-arabic-fonts.mjs chose (docs/decisions/259): a
// text with another one would show that letter in the phone's own font, in the middle of a word.
describe('the Arabic webfont', () => {
  it('has every Arabic character of the Arabic texts', () => {
    const missing = new Set<string>()
    for (const name of readdirSync(arabicTexts)) {
      for (const character of readFileSync(path.join(arabicTexts, name), 'utf8')) {
        const code = character.codePointAt(0) ?? 0
        if (isArabic(code) && !subset.unicodes.includes(hex(code))) missing.add(`${hex(code)} in ${name}`)
      }
    }
    expect([...missing], 'run `node scripts/subset-arabic-fonts.mjs`').toEqual([])
  })

  it('has the whole alphabet, whatever the texts use: an owner or a buyer may type any letter', () => {
    for (let code = 0x0621; code <= 0x063a; code++) expect(subset.unicodes).toContain(hex(code))
    for (let code = 0x0641; code <= 0x064a; code++) expect(subset.unicodes).toContain(hex(code))
  })
})
