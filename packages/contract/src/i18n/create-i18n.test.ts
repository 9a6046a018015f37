import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n.js'
import { ALL_TEXT_LOADERS, createI18nWithAllTexts } from './server-text-loaders.js'

// The shop's own texts, read as a shopper or a mail's reader gets them.

describe('the texts of a language', () => {
  it('picks the English plural form by the count, and fills the count in', async () => {
    const { t } = await createI18n('en', { loaders: ALL_TEXT_LOADERS, loaders: ALL_TEXT_LOADERS })
    expect(t('common:nav.cartWithItems', { count: 1 })).toBe('Cart, 1 item')
    expect(t('common:nav.cartWithItems', { count: 3 })).toBe('Cart, 3 items')
    expect(t('common:nav.cartWithItems', { count: 0 })).toBe('Cart, 0 items')
  })

  it('picks each of the six Arabic plural forms, zero and two included', async () => {
    const { t } = await createI18n('ar', { loaders: ALL_TEXT_LOADERS, loaders: ALL_TEXT_LOADERS })
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t('common:nav.cartWithItems', { count }))
    expect(forms).toEqual([
      'السلة، لا منتجات',
      'السلة، منتج واحد',
      'السلة، منتجان',
      'السلة، 3 منتجات',
      'السلة، 11 منتجًا',
      'السلة، 100 منتج',
    ])
  })

  it('escapes values for HTML where asked, except in {{- value}} slots the caller made safe', async () => {
    const html = await createI18n('en', {
      loaders: ALL_TEXT_LOADERS,
      namespaces: ['mail'],
      escapeValue: true,
      escape: (value) => value.replace(/</g, '&lt;'),
    })
    const line = html.t('mail:code.line', {
      what: '<b>code</b>',
      code: '<strong>123456</strong>',
      minutes: 10,
    })
    expect(line).toBe('Your &lt;b>code&lt;/b> is <strong>123456</strong>. It expires in 10 minutes.')

    const text = await createI18n('en', { loaders: ALL_TEXT_LOADERS, namespaces: ['mail'] })
    expect(text.t('mail:greeting', { name: 'A & <B>' })).toBe('Hello A & <B>,')
  })

  it('leaves a slot with no value as written, so a missing value shows rather than vanishing', async () => {
    const { t } = await createI18n('en', { loaders: ALL_TEXT_LOADERS, namespaces: ['mail'] })
    expect(t('mail:greeting')).toBe('Hello {{name}},')
  })

  it('falls back to the default value, then to the key, for a text no language has', async () => {
    const { t } = await createI18n('ar', { loaders: ALL_TEXT_LOADERS, loaders: ALL_TEXT_LOADERS })
    const unknown = 'common:nav.notAText' as Parameters<typeof t>[0]
    expect(t(unknown, { defaultValue: 'refund_{{count}}', count: 2 })).toBe('refund_2')
    expect(t(unknown)).toBe('nav.notAText')
  })

  it('loads a namespace when asked, once, with English beside Arabic for texts read in English', async () => {
    const i18n = await createI18n('ar', { loaders: ALL_TEXT_LOADERS, loaders: ALL_TEXT_LOADERS })
    expect(i18n.hasLoadedNamespace('cart')).toBe(false)
    expect(i18n.t('cart:title')).toBe('title')

    const loading = i18n.loadNamespaces(['cart'])
    expect(i18n.loadNamespaces(['cart'])).toBe(loading)
    await loading
    expect(i18n.hasLoadedNamespace('cart')).toBe(true)
    expect(i18n.t('cart:title')).toBe('سلة التسوق')
    expect(i18n.getResourceBundle('en', 'cart')).toMatchObject({ title: 'Your Cart' })
  })

  it('loads English beside Arabic only for the namespaces named, when named', async () => {
    const i18n = await createI18n('ar', {
      loaders: ALL_TEXT_LOADERS,
      namespaces: ['common', 'messages'],
      englishAlso: ['messages'],
    })
    expect(i18n.getResourceBundle('en', 'messages')).toBeDefined()
    expect(i18n.getResourceBundle('en', 'common')).toBeUndefined()
    expect(i18n.t('common:nav.cartWithItems', { count: 2 })).toBe('السلة، منتجان')
  })

  it('says the direction of its language', async () => {
    expect((await createI18n('ar', { loaders: ALL_TEXT_LOADERS, loaders: ALL_TEXT_LOADERS })).dir()).toBe(
      'rtl',
    )
    expect((await createI18n('en', { loaders: ALL_TEXT_LOADERS, loaders: ALL_TEXT_LOADERS })).dir()).toBe(
      'ltr',
    )
  })

  it('has every namespace once all texts are loaded', async () => {
    const i18n = await createI18nWithAllTexts('en')
    expect(i18n.t('checkout:title')).toBe('Checkout')
  })
})
