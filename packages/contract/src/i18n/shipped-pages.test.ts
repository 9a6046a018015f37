import { describe, expect, it } from 'vitest'
import englishStatic from './locales/en/static.js'
import { createI18nWithAllTexts } from './server-text-loaders.js'
import { FAQ_IDS, shippedPageMarkdown, TERMS_SECTIONS } from './shipped-pages.js'

// A text added to the FAQ or the Terms but not to these lists would never reach the owner's first version of
// the page, which is what shoppers read.
describe('the shipped pages', () => {
  it('list every FAQ question and Terms paragraph the texts hold', () => {
    expect([...FAQ_IDS].sort()).toEqual(Object.keys(englishStatic.faq.items).sort())
    expect(TERMS_SECTIONS.map((section) => section.key).sort()).toEqual(
      Object.keys(englishStatic.terms.sections).sort(),
    )
    for (const section of TERMS_SECTIONS) {
      const texts = Object.keys(englishStatic.terms.sections[section.key]).filter((key) => key !== 'title')
      const listed = section.paragraphs.filter((name) => name !== 'serviceCharge')
      expect([...listed].sort(), section.key).toEqual(texts.sort())
    }
  })

  it('ship no testimonial: the home page shows none until the owner writes real ones', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { t } = await createI18nWithAllTexts(language)
      const values = { site: 'Aurum & Byte', age: 18, days: 14, percent: 5, fee: 1 }
      expect(shippedPageMarkdown('testimonials', t, values)).toBe('')
    }
  })

  it('write the figures they are given, in each language', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { t } = await createI18nWithAllTexts(language)
      const values = { site: 'Aurum & Byte', age: 18, days: 30, percent: 3, fee: 2.5 }
      const terms = shippedPageMarkdown('terms', t, values)
      expect(terms.match(/^## /gm)).toHaveLength(TERMS_SECTIONS.length)
      expect(terms).toContain('30')
      // The binding price, with the owner's cancellation fee, before the buyer pays.
      expect(terms).toContain('2.5')
      expect(terms).not.toMatch(/\{\{|\}\}/)
      const faq = shippedPageMarkdown('faq', t, values)
      expect(faq.match(/^## /gm)).toHaveLength(FAQ_IDS.length)
      expect(faq).toContain('2.5')
      expect(faq).not.toMatch(/\{\{|\}\}/)
    }
  })
})
