import { SEARCH_MAX_TERMS } from '@shop/contract'

// Typo-forgiving search (docs/decisions/067): each word a shopper types is matched as written and, when the
// catalog has no word containing it, also as the catalog's words within a small edit distance of it. The
// catalog's words (names, SKUs, brands, metals, categories) are few, so the comparison runs here, on every
// database alike, and the SQL only ever sees plain substrings as bound parameters.

/** Edits forgiven in a word of this length: none below 4 letters (too many short words are near), then 1, then 2. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0
  if (length < 8) return 1
  return 2
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours each
 * count one ("pmap" is one edit from "pamp", which trigram similarity would score as nearly unrelated).
 * Stops early and answers `limit + 1` once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1)
      }
      current[j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length] ?? limit + 1
}

/** A searched word: what matches it (the word itself first, then the catalog words it was taken for). */
export interface SearchTerm {
  word: string
  alternatives: string[]
}

/**
 * The words of `search` (split at spaces, at most SEARCH_MAX_TERMS), each with the catalog words it may be a typo of. A word
 * already found inside a catalog word is taken as written. Otherwise catalog words within the allowed edits
 * are added, comparing with the whole word and with its start (a shopper still typing "valcma" means
 * "valcambi").
 */
export function searchTermsOf(search: string, vocabulary: readonly string[]): SearchTerm[] {
  // Split at spaces only: "ag-eagle" or "100%" stay one literal piece, as the shopper typed them.
  const words = [...new Set(search.toLowerCase().split(/\s+/u).filter(Boolean))].slice(0, SEARCH_MAX_TERMS)
  return words.map((word) => {
    const limit = allowedEdits(word.length)
    // Only plain words are corrected: the catalog's words hold no punctuation to compare with.
    const plain = /^[\p{L}\p{N}]+$/u.test(word)
    if (!plain || vocabulary.some((known) => known.includes(word))) return { word, alternatives: [word] }
    if (limit === 0) {
      // A three-letter word is forgiven only a letter left out ("gld" for "gold"): any other edit of so short a
      // word reaches too many catalog words.
      const missingOne =
        word.length === 3
          ? vocabulary.filter((known) => known.length === 4 && withOneLetterLess(known).has(word))
          : []
      return { word, alternatives: [word, ...missingOne.slice(0, 10)] }
    }
    const near = vocabulary.filter((known) => {
      if (editDistance(word, known, limit) <= limit) return true
      return known.length > word.length && editDistance(word, known.slice(0, word.length), limit) <= limit
    })
    return { word, alternatives: [word, ...near.slice(0, 10)] }
  })
}

/** Every word `word` becomes with one of its letters left out. */
function withOneLetterLess(word: string): Set<string> {
  return new Set(Array.from(word, (_, index) => word.slice(0, index) + word.slice(index + 1)))
}
