import { describe, expect, it } from 'vitest'
import { isolateArabicField, isolateField, visualRuns } from './pdf-text.js'

const drawnText = (text: string, direction: 'ltr' | 'rtl' = 'ltr') =>
  visualRuns(text, direction)
    .map((run) => run.text)
    .join('')

describe('isolateField', () => {
  it("drops a name's own direction override, so it reads as typed", () => {
    const runs = visualRuns(`Buyer: ${isolateField('Omar\u202Etxt.exe')}`, 'ltr')
    expect(runs.map((run) => run.text).join('')).toBe('Buyer: Omartxt.exe')
    expect(runs.every((run) => run.level % 2 === 0)).toBe(true)
  })

  it('keeps an Arabic field with digits from pulling the text after it into its run', () => {
    const isolated = `${isolateField('برج 12')}, ${isolateField('Dubai')}`
    const runs = visualRuns(isolated, 'ltr')
    // The comma stays at the paragraph's level, between the two parts, and Dubai comes last.
    expect(runs.slice(-2)).toEqual([
      { text: ', ', level: 0 },
      { text: 'Dubai', level: 2 },
    ])
  })

  it('never draws an isolate or another invisible character', () => {
    const text = drawnText(`${isolateField('Sara\u200B\u3164')} ${isolateField('\u2067علي\u2069')}`)
    expect(text).not.toMatch(/[\p{Cf}\u3164]/u)
    expect(isolateField('\u202E')).toBe('')
  })
})

// docs/decisions/265: the Arabic line of an invoice keeps a figure and its Latin unit together, left to right.
describe('isolateArabicField', () => {
  it('prints "31.1035 g" whole in an Arabic line, where it would have printed "g" and "31.1035" apart', () => {
    const line = 'سبيكة ذهب (وزن السبيكة: 31.1035 g، التغليف: كبسولة)'
    const figure = (text: string) =>
      visualRuns(text, 'rtl')
        .filter((run) => /[\dA-Za-z]/.test(run.text))
        .map((run) => run.text)
    expect(figure(isolateField(line))).toEqual(['g', '31.1035'])
    expect(figure(isolateArabicField(line))).toEqual(['31.1035 g'])
  })

  it('keeps "512 GB" whole inside the brackets, at the end of the Arabic words it follows', () => {
    const line = 'هاتف (السعة التخزينية: 512 GB)'
    // Left to right on the page: the closing bracket (mirrored), the figure, then the Arabic run, which fontkit
    // turns and shapes; without the island "GB" stood left of "512".
    expect(visualRuns(isolateField(line), 'rtl').map((run) => run.text)).toEqual([
      '(',
      'GB',
      ' ',
      '512',
      'هاتف )السعة التخزينية: ',
    ])
    expect(visualRuns(isolateArabicField(line), 'rtl').map((run) => run.text)).toEqual([
      '(',
      '512 GB',
      'هاتف )السعة التخزينية: ',
    ])
  })

  it('drops the field’s own invisible characters and prints nothing for an empty one', () => {
    expect(drawnText(isolateArabicField('أسود\u202E 256 GB'), 'rtl')).not.toMatch(/[\p{Cf}]/u)
    expect(isolateArabicField('\u200B')).toBe('')
  })
})
