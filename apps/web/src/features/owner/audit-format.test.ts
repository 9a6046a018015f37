import { createStorefrontI18n, getI18n, setI18n } from '../../lib/i18n'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { I18n, TranslationKey } from '@shop/contract/i18n'
import { AUDIT_FIELD_KEYS, describeAuditChange, humaniseKey } from './audit-format'

// The audit log as the owner reads it: fields in words, before -> after, amounts as money, photo lists counted.

let previous: I18n
beforeEach(() => {
  previous = getI18n()
})
afterEach(() => setI18n(previous))

async function inLanguage(language: 'en' | 'ar') {
  const i18n = await createStorefrontI18n(language, ['owner', 'stock'])
  setI18n(i18n)
  return i18n.t
}

const productBefore = {
  id: 7,
  sku: 'GB-10G',
  name: 'Gold bar 10 g',
  finalPriceFils: 250_000,
  basePriceFils: null,
  published: false,
  images: [{ url: '/uploads/a.webp' }, { url: '/uploads/b.webp' }, { url: '/uploads/c.webp' }],
  updatedAt: '2026-11-20T10:00:00.000Z',
  weightGrams: 10,
}

describe('describeAuditChange', () => {
  it('names the fields in words and formats money, visibility and photo lists, changed ones first', async () => {
    const t = await inLanguage('en')
    const change = describeAuditChange(
      {
        action: 'product.update',
        before: productBefore,
        after: {
          ...productBefore,
          finalPriceFils: 262_550,
          published: true,
          images: [...productBefore.images, { url: '/uploads/d.webp' }],
          updatedAt: '2026-11-21T10:00:00.000Z',
        },
      },
      t,
    )
    expect(change.changed.map(({ label, before, after }) => ({ label, before, after }))).toEqual([
      { label: 'Sale price', before: '2,500.00 AED', after: '2,625.50 AED' },
      { label: 'Visibility', before: 'Draft', after: 'Published' },
      { label: 'Photos', before: '3 photos', after: '4 photos' },
    ])
    // Row times and ids are bookkeeping: never shown. What stayed the same is listed apart, readable too.
    const unchanged = change.unchanged.map(({ label, after }) => `${label}: ${after}`)
    expect(unchanged).toEqual(['SKU: GB-10G', 'Name: Gold bar 10 g', 'Base price: —', 'Weight: 10 g'])
    const everything = JSON.stringify(
      [...change.changed, ...change.unchanged].map(({ label, before, after }) => [label, before, after]),
    )
    expect(everything).not.toMatch(/finalPriceFils|updatedAt|uploads|\{"url"/)
  })

  it('shows bitcoin amounts in BTC, order statuses and stock reasons in words, a change with its sign', async () => {
    const t = await inLanguage('en')
    const cancel = describeAuditChange(
      {
        action: 'order.cancel',
        before: { status: 'Confirmed' },
        after: { status: 'Cancelled', reason: 'Buyer asked', refundDueSats: '125000' },
      },
      t,
    )
    expect(cancel.changed.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Status', 'Confirmed', 'Cancelled'],
      ['Reason', '—', 'Buyer asked'],
      ['Refund due', '—', '0.00125000 BTC'],
    ])
    const adjust = describeAuditChange(
      {
        action: 'stock.adjust',
        before: { stock: 4 },
        after: { stock: 2, delta: -2, reason: 'damaged', note: '' },
      },
      t,
    )
    expect(adjust.changed.map(({ label, after }) => `${label}: ${after}`)).toEqual([
      'Stock: 2',
      'Change: -2',
      'Reason: Damaged or lost',
    ])
  })

  it('formats a pinned metal price per gram and its times on the shop clock', async () => {
    const t = await inLanguage('en')
    const change = describeAuditChange(
      {
        action: 'metal_price.pin',
        before: { price_per_gram: '312.40', source: 'feed', pinned_until: null },
        after: { price_per_gram: '320.00', source: 'owner', pinned_until: '2026-11-21T08:00:00.000Z' },
      },
      t,
    )
    const rows = Object.fromEntries(change.changed.map((row) => [row.label, `${row.before} → ${row.after}`]))
    expect(rows['Price per gram']).toBe('312.40 AED/g → 320.00 AED/g')
    expect(rows['Pinned until']).toMatch(/^— → 21 Nov 2026, 12:00$/)
  })

  it('reads in Arabic, amounts and counts included', async () => {
    const t = await inLanguage('ar')
    const change = describeAuditChange(
      {
        action: 'product.image_add',
        before: { images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'] },
        after: { url: '/uploads/d.webp', widths: [320], images: ['a', 'b', 'c', 'd'] },
      },
      t,
    )
    expect(change.changed).toEqual([
      { key: 'images', label: 'الصور', before: '3 صور', after: '4 صور', changed: true },
    ])
    const price = describeAuditChange(
      { action: 'product.update', before: { finalPriceFils: 100_000 }, after: { finalPriceFils: 123_450 } },
      t,
    )
    expect(price.changed[0]).toMatchObject({
      label: 'سعر البيع',
      before: '1,000.00 د.إ',
      after: '1,234.50 د.إ',
    })
  })

  it('has words for every field an owner action stores, in both languages', async () => {
    for (const language of ['en', 'ar'] as const) {
      const t = await inLanguage(language)
      for (const key of AUDIT_FIELD_KEYS) {
        const words = t(`owner:audit.fields.${key}` as TranslationKey, { defaultValue: '' })
        expect(words, `${language} ${key}`).not.toBe('')
        if (language === 'ar') expect(words, key).not.toBe(humaniseKey(key))
      }
    }
  })

  it('names a field this build does not know in plain words, and never prints JSON', async () => {
    const t = await inLanguage('en')
    const change = describeAuditChange(
      { action: 'x', before: null, after: { freeAboveFils: 50_000, rules: { dubai: 2500, sharjah: 3000 } } },
      t,
    )
    expect(change.changed.map(({ label, after }) => `${label}: ${after}`)).toEqual([
      'Free above fils: 500.00 AED',
      'Rules: Dubai: 2500, Sharjah: 3000',
    ])
    expect(describeAuditChange({ action: 'x', before: 5, after: 7 }, t).changed[0]).toMatchObject({
      label: 'Value',
      before: '5',
      after: '7',
    })
    expect(describeAuditChange({ action: 'x', before: null, after: null }, t)).toEqual({
      changed: [],
      unchanged: [],
    })
  })
})
