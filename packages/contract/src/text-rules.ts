// Text a shopper types that others read (names on orders and invoices, delivery addresses): it must show what
// it says. docs/decisions/162.

/**
 * Characters that show nothing yet change what is shown: every format character (Unicode Cf: the bidi
 * embeddings, overrides and isolates, zero-width spaces and joiners, the BOM, the Arabic letter mark...) and
 * the Hangul fillers, letters that render as blank space (U+115F, U+1160, U+3164, U+FFA0).
 */
const INVISIBLE_CHARACTER = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/u

/** True when `text` holds a character that is invisible or turns the text's direction (see above). */
export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE_CHARACTER.test(text)
}

/** Scripts a look-alike can be drawn from; a letter of none of them counts as its own "other" script. */
const SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
] as const

/**
 * Script sets that real words mix (Unicode TS #39, "highly restrictive"): Japanese writes Han with kana,
 * Korean Han with Hangul, Chinese may add Bopomofo, each possibly with Latin.
 */
const WRITING_SYSTEMS: ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Hangul']),
  new Set(['Latin', 'Han', 'Bopomofo']),
]

const LETTER = /\p{L}/u
const WORD_SEPARATOR = /[\s'.-]+/u

function scriptOf(letter: string): string {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(letter)) return name
  return 'other'
}

/**
 * True when one word of `text` mixes letters of scripts no writing system mixes, as look-alike spoofs do
 * ("Pаypal" with a Cyrillic а, "Αdam" with a Greek Α). Each word is judged alone, so a name written wholly in
 * Cyrillic, wholly in Arabic, or with a Latin first name and an Arabic last name, passes. Marks (harakat,
 * accents) belong to no script and never count.
 */
export function mixesScriptsInAWord(text: string): boolean {
  for (const word of text.split(WORD_SEPARATOR)) {
    const scripts = new Set<string>()
    for (const char of word) if (LETTER.test(char)) scripts.add(scriptOf(char))
    if (scripts.size <= 1) continue
    if (!WRITING_SYSTEMS.some((system) => [...scripts].every((script) => system.has(script)))) return true
  }
  return false
}

const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE_CHARACTER.source, 'gu')

/** `text` without its invisible and direction-changing characters, for output that cannot isolate them. */
export function stripInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '')
}
