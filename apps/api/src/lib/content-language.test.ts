import { describe, expect, it } from 'vitest'
import { languageOfAcceptLanguage, pickLocalized } from './content-language.js'

describe('languageOfAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-AE', 'ar'],
    ['en-GB', 'en'],
    ['ar-AE,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['en;q=0.5, ar;q=0.9', 'ar'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr, ar;q=0.3', 'ar'],
    ['ar;q=0', 'en'],
    ['*', 'en'],
    ['ar;q=abc, en', 'en'],
    ['ar ; q=1 , en;q=1', 'ar'],
  ] as const)('reads %j as %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language)
  })

  it('reads a header sent twice as one list', () => {
    expect(languageOfAcceptLanguage(['fr', 'ar-AE'])).toBe('ar')
  })
})

describe('pickLocalized', () => {
  it('shows the Arabic on Arabic pages when written, else the English', () => {
    expect(pickLocalized('Gold', 'الذهب', 'ar')).toBe('الذهب')
    expect(pickLocalized('Gold', 'الذهب', 'en')).toBe('Gold')
    expect(pickLocalized('Gold', null, 'ar')).toBe('Gold')
    expect(pickLocalized('Gold', '  ', 'ar')).toBe('Gold')
  })
})
