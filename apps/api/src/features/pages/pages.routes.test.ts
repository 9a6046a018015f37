import {
  GetShopSettingsResponseSchema,
  OwnerAuditResponseSchema,
  OwnerPageResponseSchema,
  OwnerPagesResponseSchema,
  PublicPageResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

// The pages the owner writes (docs/architecture.md#pages): the shipped texts as version 1, drafts a shopper
// does not see, publishing (audited), restoring, Markdown that cannot carry a script, the owner's settings in
// the texts, and the footer every mail carries.

let t: TestApp
let owner: Record<string, string>
let manager: Record<string, string>
let fulfilment: Record<string, string>
const db = () => t.testDb.database.db

beforeAll(async () => {
  t = await createTestApp({ seed: false })
  owner = await authHeaders(t, await createUser(db(), { role: 'owner', email: 'owner@example.com' }))
  manager = await authHeaders(t, await createUser(db(), { role: 'manager', email: 'manager@example.com' }))
  fulfilment = await authHeaders(
    t,
    await createUser(db(), { role: 'fulfilment', email: 'packer@example.com' }),
  )
})
afterAll(() => t.close())

async function publicPage(slug: string, lang = 'en') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}?lang=${lang}` })
  expect(res.statusCode, res.body).toBe(200)
  return PublicPageResponseSchema.parse(res.json()).data
}

async function ownerCall(method: 'GET' | 'POST', url: string, payload?: object, headers = owner) {
  const res = await t.app.inject({ method, url: `/api/v1/owner/pages${url}`, headers, payload })
  return res
}

async function saveDraft(slug: string, bodyEn: string, bodyAr: string, headers = owner) {
  const res = await ownerCall('POST', `/${slug}/versions`, { bodyEn, bodyAr }, headers)
  expect(res.statusCode, res.body).toBe(201)
  return OwnerPageResponseSchema.parse(res.json()).data
}

async function publish(slug: string, version: number) {
  const res = await ownerCall('POST', `/${slug}/publish`, { version })
  expect(res.statusCode, res.body).toBe(200)
  return OwnerPageResponseSchema.parse(res.json()).data
}

describe('the shipped texts', () => {
  it('are every page’s first version, published, in English and Arabic', async () => {
    const res = await ownerCall('GET', '')
    expect(res.statusCode, res.body).toBe(200)
    const { pages } = OwnerPagesResponseSchema.parse(res.json()).data
    expect(pages.map((page) => [page.slug, page.draftVersion, page.publishedVersion])).toEqual([
      ['about', 1, 1],
      ['faq', 1, 1],
      ['terms', 1, 1],
      ['home-hero', 1, 1],
      ['testimonials', 1, 1],
      ['mail-footer', 1, 1],
    ])
    const faq = await publicPage('faq')
    expect(faq.sections).toHaveLength(21)
    expect(faq.sections[0]?.title).toBe('Which payment methods do you accept?')
    expect(faq.html).toContain('We accept cryptocurrency only.')
    const terms = await publicPage('terms', 'ar')
    expect(terms.language).toBe('ar')
    expect(terms.sections.map((section) => section.title)).toContain('الشحن')
  })

  it('quote the service charge and the return days the owner set, not fixed figures', async () => {
    const before = await publicPage('faq')
    expect(before.sections.find((s) => s.title.includes('service charge'))?.title).toBe(
      'What is the 5 % service charge?',
    )
    const current = GetShopSettingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/owner/settings', headers: owner })).json(),
    ).data.settings
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/owner/settings',
      headers: owner,
      payload: { ...current, serviceChargePercent: 3, returnDays: 30 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const terms = await publicPage('terms')
    expect(terms.html).toContain('within 30 days of delivery')
    expect(terms.html).toContain('a service charge of 3 % of its subtotal')
    expect(terms.html).not.toContain('14 days')
    const owners = await ownerCall('GET', '/terms')
    expect(OwnerPageResponseSchema.parse(owners.json()).data.bodyEn).toContain('{returnDays} days')
    await t.app.inject({ method: 'PUT', url: '/api/v1/owner/settings', headers: owner, payload: current })
  })
})

describe('drafts, publishing and versions', () => {
  it('keeps a draft from shoppers until it is published, and audits the publish', async () => {
    const draft = await saveDraft('about', 'We are **new** here.', 'نحن **جدد** هنا.', manager)
    expect(draft.version).toBe(2)
    expect(draft.publishedVersion).toBe(1)
    expect(draft.preview.en.html).toBe('<p>We are <strong>new</strong> here.</p>\n')
    expect(draft.preview.ar.html).toContain('<strong>جدد</strong>')
    expect((await publicPage('about')).html).not.toContain('new')

    const published = await publish('about', 2)
    expect(published.publishedVersion).toBe(2)
    expect(published.versions.map((v) => [v.version, v.published])).toEqual([
      [2, true],
      [1, false],
    ])
    expect(published.versions[0]?.author).toBeTruthy()
    expect((await publicPage('about')).html).toContain('<strong>new</strong>')
    expect((await publicPage('about', 'ar')).html).toContain('<strong>جدد</strong>')

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/owner/audit?entity_type=page',
      headers: owner,
    })
    const rows = OwnerAuditResponseSchema.parse(audit.json()).data
    expect(rows.map((row) => [row.action, row.entityId])).toContainEqual(['page.publish', 'about'])
  })

  it('restores an older version as the newest draft, which shoppers see once published', async () => {
    const older = await ownerCall('GET', '/about?version=1')
    expect(OwnerPageResponseSchema.parse(older.json()).data.bodyEn).toContain('precious metals')
    const res = await ownerCall('POST', '/about/restore', { version: 1 })
    expect(res.statusCode, res.body).toBe(201)
    const restored = OwnerPageResponseSchema.parse(res.json()).data
    expect(restored.version).toBe(3)
    expect(restored.bodyEn).toContain('precious metals')
    expect((await publicPage('about')).html).toContain('<strong>new</strong>')
    await publish('about', 3)
    expect((await publicPage('about')).html).toContain('precious metals')
  })

  it('answers 404 for a version that does not exist, and 400 for an empty text', async () => {
    expect((await ownerCall('POST', '/about/publish', { version: 99 })).statusCode).toBe(404)
    expect((await ownerCall('GET', '/about?version=99')).statusCode).toBe(404)
    expect((await ownerCall('POST', '/about/versions', { bodyEn: ' ', bodyAr: 'نص' })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pages/secret' })).statusCode).toBe(400)
  })
})

describe('safety', () => {
  it('never lets a script, an event handler or a javascript: link reach a page', async () => {
    const hostile = [
      'Hello <script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="javascript:alert(4)">raw</a>',
      '[fine](https://example.com/)',
    ].join('\n\n')
    const draft = await saveDraft('faq', hostile, hostile)
    await publish('faq', draft.version)
    for (const lang of ['en', 'ar']) {
      const { html } = await publicPage('faq', lang)
      // What was typed as HTML shows as text; no tag the page builds carries a handler or a script link.
      expect(html).not.toMatch(/<script|<img|<[^>]*onerror|href="(javascript|data):/i)
      expect(html).toContain('[click](javascript:alert(3))')
      expect(html).toContain('&lt;script&gt;')
      expect(html).toContain(
        '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">fine</a>',
      )
    }
  })

  it('lets the manager edit but refuses fulfilment (403) and shoppers', async () => {
    expect((await ownerCall('GET', '', undefined, fulfilment)).statusCode).toBe(403)
    expect(
      (await ownerCall('POST', '/about/versions', { bodyEn: 'x', bodyAr: 'x' }, fulfilment)).statusCode,
    ).toBe(403)
    expect((await ownerCall('POST', '/about/publish', { version: 1 }, fulfilment)).statusCode).toBe(403)
    expect((await ownerCall('GET', '', undefined, {})).statusCode).toBe(401)
    expect((await ownerCall('GET', '', undefined, manager)).statusCode).toBe(200)
  })
})

describe('mail', () => {
  it('carries the shop’s logo and the owner’s footer in both parts, in the reader’s language', async () => {
    const draft = await saveDraft(
      'mail-footer',
      'Open **Saturday to Thursday**. Returns within {returnDays} days.',
      'نعمل **من السبت إلى الخميس**.',
    )
    await publish('mail-footer', draft.version)
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/contact',
      payload: { name: 'Khalid', email: 'khalid@example.com', subject: 'Hello', message: 'A question' },
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const [mail] = await mailTo(t, t.config.SHOP_EMAIL)
    expect(mail?.html).toMatch(/<img src="http[^"]+\/mail-logo\.png" alt="Aurum &amp; Byte"/)
    expect(mail?.html).toContain('Open <strong>Saturday to Thursday</strong>. Returns within 14 days.')
    expect(mail?.text).toContain('Open **Saturday to Thursday**. Returns within 14 days.')
    // The company footer still closes the mail, after the owner's words.
    expect(mail?.text.indexOf('Saturday')).toBeLessThan(mail?.text.indexOf('-- \n') ?? 0)
  })
})
