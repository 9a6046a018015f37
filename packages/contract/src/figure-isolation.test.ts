import { describe, expect, it } from 'vitest'
import { figureSegments, isolateFigures } from './figure-isolation.js'

// docs/decisions/265: a figure with a Latin unit inside right-to-left text reads "31.1035 g", not "g 31.1035".

const LRI = '\u2066'
const PDI = '\u2069'

describe('isolateFigures', () => {
  it.each([
    ['وزن السبيكة: 31.1035 g', `وزن السبيكة: ${LRI}31.1035 g${PDI}`],
    ['السعة التخزينية: 512 GB', `السعة التخزينية: ${LRI}512 GB${PDI}`],
    ['سبيكة 1 oz (التغليف: كبسولة)', `سبيكة ${LRI}1 oz${PDI} (التغليف: كبسولة)`],
    ['السعة: 1TB، اللون: أسود', `السعة: ${LRI}1TB${PDI}، اللون: أسود`],
    ['سبيكة 1,000 g', `سبيكة ${LRI}1,000 g${PDI}`],
    ['آيفون 17 Pro Max', `آيفون ${LRI}17 Pro Max${PDI}`],
    // At the start of a right-to-left line the figure has no letter before it: still an island.
    ['256 GB، أسود', `${LRI}256 GB${PDI}، أسود`],
  ])('keeps the figure of %s left to right', (text, isolated) => {
    expect(isolateFigures(text)).toBe(isolated)
  })

  it.each([
    // Already left to right with the Latin word before it: an island would set it apart from its words.
    'هاتف (Storage: 256 GB)',
    'iPhone 17 Pro',
    // A figure without a Latin unit, or with an Arabic one, reads right in Arabic as it is.
    'سبيكة 10 غ',
    'عيار 999.9',
    'سنة الإصدار: 2026',
    // Part of a word, not a figure.
    'شريحة A18',
    'CertiPAMP',
    '',
  ])('leaves %s as it is', (text) => {
    expect(isolateFigures(text)).toBe(text)
  })
})

describe('figureSegments', () => {
  it('cuts a text into its figures and the rest, which join back into the text', () => {
    const text = 'وزن السبيكة: 31.1035 g، السعة: 256 GB'
    const segments = figureSegments(text)
    expect(segments).toEqual([
      { text: 'وزن السبيكة: ', figure: false },
      { text: '31.1035 g', figure: true },
      { text: '، السعة: ', figure: false },
      { text: '256 GB', figure: true },
    ])
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
  })

  it('answers a text without figures as one plain segment, and nothing for an empty one', () => {
    expect(figureSegments('أسود')).toEqual([{ text: 'أسود', figure: false }])
    expect(figureSegments('')).toEqual([])
  })
})
