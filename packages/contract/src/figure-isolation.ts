// A figure with a Latin unit ("31.1035 g", "256 GB", "1 oz") inside right-to-left text. The bidirectional
// algorithm leaves the digits where they stand but sets the Latin unit apart from them, so an Arabic line shows
// "g 31.1035" and "GB 512". Set apart as one left-to-right island, the figure reads as it is written.
// docs/decisions/265.

/** Unicode's left-to-right isolate and its end: the island's bounds in plain text (mail, PDF). */
export const LEFT_TO_RIGHT_ISOLATE = '\u2066'
export const POP_DIRECTIONAL_ISOLATE = '\u2069'

/**
 * A number (with decimals or thousands) and the Latin words right after it: "31.1035 g", "256GB", "17 Pro Max".
 * Not after a letter or digit, so "A18" keeps its letter.
 */
const FIGURE_WITH_UNIT = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*(?: ?[A-Za-z]+)(?: [A-Za-z]+)*(?![\p{L}\p{N}])/gu
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/u
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u

/**
 * True when the last letter before `index` is Latin: the figure then already reads left to right with it
 * ("Storage: 256 GB"), and an island would only set it apart from its own words.
 */
function followsLatin(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i -= 1) {
    const char = text.charAt(i)
    if (LATIN_LETTER.test(char)) return true
    if (RIGHT_TO_LEFT_LETTER.test(char)) return false
  }
  return false
}

export interface TextSegment {
  text: string
  /** A figure with its unit, to be shown left to right (`<bdi dir="ltr">`, or the isolates in plain text). */
  figure: boolean
}

/**
 * `text` cut into its figures with a Latin unit and the text between, in order; joined, they are `text`.
 * A figure after a Latin word is not cut out (see `followsLatin`).
 */
export function figureSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  for (const match of text.matchAll(FIGURE_WITH_UNIT)) {
    if (followsLatin(text, match.index)) continue
    if (match.index > last) segments.push({ text: text.slice(last, match.index), figure: false })
    segments.push({ text: match[0], figure: true })
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), figure: false })
  return segments
}

/**
 * Plain text for a right-to-left reader: each figure with a Latin unit between U+2066 and U+2069, so
 * "وزن السبيكة: 31.1035 g" shows "31.1035 g" and not "g 31.1035". Text without such a figure is returned as is.
 */
export function isolateFigures(text: string): string {
  return figureSegments(text)
    .map((segment) =>
      segment.figure ? `${LEFT_TO_RIGHT_ISOLATE}${segment.text}${POP_DIRECTIONAL_ISOLATE}` : segment.text,
    )
    .join('')
}
