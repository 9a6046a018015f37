import { describe, expect, it } from 'vitest'
import { isolateField, visualRuns } from './pdf-text.js'

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
