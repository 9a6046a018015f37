import { describe, expect, it } from 'vitest'
import { hasInvisibleCharacter, mixesScriptsInAWord } from './text-rules.js'

describe('hasInvisibleCharacter', () => {
  it.each([
    ['right-to-left override', 'Omar\u202Efdp.exe'],
    ['left-to-right embedding', '\u202ASara'],
    ['first strong isolate', 'Sara\u2068'],
    ['pop directional isolate', '\u2069Ali'],
    ['right-to-left mark', 'Ali\u200F'],
    ['Arabic letter mark', '\u061Cمحمد'],
    ['zero width space', 'Ma\u200Briam'],
    ['zero width joiner', 'Ma\u200Driam'],
    ['byte order mark', '\uFEFFNoor'],
    ['soft hyphen', 'No\u00ADor'],
    ['Hangul filler', '\u3164'],
    ['Hangul choseong filler', 'A\u115F'],
    ['Hangul jungseong filler', 'A\u1160'],
    ['halfwidth Hangul filler', 'A\uFFA0'],
  ])('finds a %s', (_name, text) => {
    expect(hasInvisibleCharacter(text)).toBe(true)
  })

  it.each([
    ['a Latin name', 'Layla Haddad'],
    ['an Arabic name with harakat', 'مُحَمَّد'],
    ['an Arabic name with tatweel', 'محـــمد'],
    ['a Korean name', '김민준'],
    ['an address', 'Flat 1203, Marina Tower'],
  ])('passes %s', (_name, text) => {
    expect(hasInvisibleCharacter(text)).toBe(false)
  })
})

describe('mixesScriptsInAWord', () => {
  it.each([
    ['Latin with a Cyrillic а', 'P\u0430ypal'],
    ['Latin with a Greek Α', '\u0391dam'],
    ['Cyrillic with a Latin o', 'Ив\u006Fв'],
    ['Latin with Arabic in one word', 'Omarعمر'],
    ['one mixed word among clean ones', 'Layla H\u0430ddad'],
  ])('refuses %s', (_name, text) => {
    expect(mixesScriptsInAWord(text)).toBe(true)
  })

  it.each([
    ['a Latin name', 'Layla Haddad'],
    ['an Arabic name', 'عبد الله بن سعيد'],
    ['an Arabic name with harakat', 'مُحَمَّد'],
    ['a Cyrillic name', 'Иван Петров'],
    ['a Greek name', 'Αλέξανδρος'],
    ['accented Latin', 'José Müller-Lüdenscheidt'],
    ['a Latin first name and an Arabic family name', 'Sara الحمادي'],
    ['a Japanese name', '山田 はなこ'],
    ['a Korean name', '김민준'],
    ['apostrophes and hyphens', "O'Neil Al-Mansouri"],
  ])('passes %s', (_name, text) => {
    expect(mixesScriptsInAWord(text)).toBe(false)
  })
})
