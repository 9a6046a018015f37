import { describe, expect, it } from 'vitest'
import { editDistance, searchTermsOf } from './search-terms.js'

const vocabulary = ['pamp', 'suisse', 'fortuna', 'gold', 'valcambi', 'silver', 'apple', 'iphone', 'lamp']

describe('edit distance', () => {
  it.each([
    ['pmap', 'pamp', 1],
    ['pampp', 'pamp', 1],
    ['pamb', 'pamp', 1],
    ['gold', 'gold', 0],
    ['valcmabii', 'valcambi', 2],
    ['gold', 'silver', 3],
  ])('%s to %s is %i (stopping past 2)', (a, b, expected) => {
    expect(editDistance(a, b, 2)).toBe(expected)
  })
})

describe('search terms', () => {
  it('adds the catalog words a typo may mean, and keeps the word as typed first', () => {
    expect(searchTermsOf('pmap', vocabulary)).toEqual([{ word: 'pmap', alternatives: ['pmap', 'pamp'] }])
    expect(searchTermsOf('Valcmab', vocabulary)).toEqual([
      { word: 'valcmab', alternatives: ['valcmab', 'valcambi'] },
    ])
  })

  it('takes a word found inside a catalog word as written, and never loosens short or punctuated words', () => {
    expect(searchTermsOf('phone gol', vocabulary)).toEqual([
      { word: 'phone', alternatives: ['phone'] },
      { word: 'gol', alternatives: ['gol'] },
    ])
    expect(searchTermsOf('gdl ag-eagle', vocabulary).map((t) => t.alternatives)).toEqual([
      ['gdl'],
      ['ag-eagle'],
    ])
  })

  it('forgives a three-letter word one letter left out, and nothing else', () => {
    // "pamp gld": the second word is "gold" without its o.
    expect(searchTermsOf('pamp gld', vocabulary)).toEqual([
      { word: 'pamp', alternatives: ['pamp'] },
      { word: 'gld', alternatives: ['gld', 'gold'] },
    ])
    // A swap or a wrong letter in so short a word is not guessed at.
    expect(searchTermsOf('gdl', vocabulary)[0]?.alternatives).toEqual(['gdl'])
    expect(searchTermsOf('gxld', vocabulary)[0]?.alternatives).toEqual(['gxld', 'gold'])
  })

  it('matches each word once and at most six words', () => {
    expect(searchTermsOf('gold GOLD gold', vocabulary)).toHaveLength(1)
    expect(searchTermsOf('a b c d e f g h', vocabulary)).toHaveLength(6)
  })
})
