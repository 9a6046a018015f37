// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- bench and chaos compile this file without the folder's ambient types
/// <reference path="./bidi-js.d.ts" />
import { isolateFigures, stripInvisibleCharacters } from '@shop/contract'
import bidiFactory from 'bidi-js'
import type PDFDocument from 'pdfkit'

// Text in either language on a PDF page. pdfkit lays glyphs out left to right; fontkit, under it, shapes Arabic
// (joined letter forms) and turns an Arabic run around so its glyphs stand in visual order. What neither does
// is the Unicode bidirectional algorithm across a line: bidi-js gives each character its level, the line is cut
// into runs of one level, and the runs are put in visual order (rule L2). Each run is then drawn on its own:
// an Arabic run in logical order for fontkit to shape and turn, a run of numbers or Latin left to right.

const bidi = bidiFactory()
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

const FIRST_STRONG_ISOLATE = '\u2068'
const POP_DIRECTIONAL_ISOLATE = '\u2069'

/**
 * A field a person typed (a name, an address, a product's description), set apart so its direction cannot
 * reorder the text around it: the field's own invisible and direction-changing characters are dropped and it
 * is wrapped in FSI ... PDI, which the bidirectional algorithm below honours and which are never drawn.
 */
export function isolateField(text: string): string {
  const visible = stripInvisibleCharacters(text)
  return visible === '' ? '' : `${FIRST_STRONG_ISOLATE}${visible}${POP_DIRECTIONAL_ISOLATE}`
}

/**
 * A field an Arabic reader reads (a line's Arabic description), set apart like `isolateField`, with each figure
 * and its Latin unit inside it kept left to right, so "وزن السبيكة: 31.1035 g" does not print "g 31.1035"
 * (docs/decisions/265).
 */
export function isolateArabicField(text: string): string {
  const visible = stripInvisibleCharacters(text)
  return visible === '' ? '' : `${FIRST_STRONG_ISOLATE}${isolateFigures(visible)}${POP_DIRECTIONAL_ISOLATE}`
}

export interface VisualRun {
  text: string
  /** Drawn as given: fontkit turns an Arabic run, and a run with no Arabic is already turned here. */
  level: number
}

/** The runs of one line in the order they stand on the page, left to right. */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  if (text === '') return []
  const { levels } = bidi.getEmbeddingLevels(text, direction)
  const runs: { start: number; end: number; level: number }[] = []
  for (let i = 0; i < text.length; i += 1) {
    const level = levels[i] ?? 0
    const last = runs.at(-1)
    if (last && last.level === level) last.end = i + 1
    else runs.push({ start: i, end: i + 1, level })
  }
  // L2: from the highest level down to the lowest odd one, reverse every stretch of runs at that level or above.
  const highest = Math.max(...runs.map((run) => run.level))
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Infinity)))
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level -= 1) {
    let i = 0
    while (i < runs.length) {
      if ((runs[i]?.level ?? 0) < level) {
        i += 1
        continue
      }
      let j = i
      while (j < runs.length && (runs[j]?.level ?? 0) >= level) j += 1
      const stretch = runs.slice(i, j).reverse()
      runs.splice(i, j - i, ...stretch)
      i = j
    }
  }
  const drawn = runs.flatMap(({ start, end, level }) => {
    // The isolates (and any other format character) steer the levels above; none of them has a glyph.
    const logical = stripInvisibleCharacters(text.slice(start, end))
    return logical === '' ? [] : [{ logical, level }]
  })
  return drawn.map(({ logical, level }) => {
    if (level % 2 === 0) return { text: logical, level }
    // Right to left: brackets take their mirrored form (L4).
    const mirrored = [...logical].map((char) => bidi.getMirroredCharacter(char) ?? char).join('')
    // fontkit turns a run it sees as Arabic; a right-to-left run of other characters is turned here.
    return { text: ARABIC_LETTER.test(mirrored) ? mirrored : [...mirrored].reverse().join(''), level }
  })
}

/** True when `text` has an Arabic letter: such text is set right to left. */
export const isArabic = (text: string): boolean => ARABIC_LETTER.test(text)

export interface LineOptions {
  /** The box the line is aligned in. */
  x: number
  width: number
  align: 'left' | 'right' | 'center'
  /** Defaults to right to left for Arabic text, left to right otherwise. */
  direction?: 'ltr' | 'rtl'
}

// pdfkit lays a whole fragment out at once only when features are given; without, it shapes word by word and
// an Arabic line's words would stand in logical order.
const WHOLE_RUN = { features: [] as never[] }

/** The width of one line as drawn. */
export function lineWidth(doc: PDFKit.PDFDocument, text: string, direction?: 'ltr' | 'rtl'): number {
  const runs = visualRuns(text, direction ?? (isArabic(text) ? 'rtl' : 'ltr'))
  return runs.reduce((sum, run) => sum + doc.widthOfString(run.text, WHOLE_RUN), 0)
}

/** Draws one line (no wrapping) at `y` in the current font and size. */
export function drawLine(doc: PDFKit.PDFDocument, text: string, y: number, options: LineOptions): void {
  const direction = options.direction ?? (isArabic(text) ? 'rtl' : 'ltr')
  const runs = visualRuns(text, direction)
  const widths = runs.map((run) => doc.widthOfString(run.text, WHOLE_RUN))
  const total = widths.reduce((sum, width) => sum + width, 0)
  let x =
    options.align === 'left'
      ? options.x
      : options.align === 'right'
        ? options.x + options.width - total
        : options.x + (options.width - total) / 2
  runs.forEach((run, index) => {
    doc.text(run.text, x, y, { lineBreak: false, ...WHOLE_RUN })
    x += widths[index] ?? 0
  })
}

/** Cuts `text` into lines no wider than `width` at spaces (a single long word stays whole). */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (line !== '' && lineWidth(doc, candidate) > width) {
        lines.push(line)
        line = word
      } else line = candidate
    }
    lines.push(line)
  }
  return lines
}

export type PdfDoc = InstanceType<typeof PDFDocument>
