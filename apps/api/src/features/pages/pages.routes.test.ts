import {
  GetShopSettingsResponseSchema,
  OwnerAuditResponseSchema,
  OwnerPageResponseSchema,
  OwnerPagesResponseSchema,
  PublicPageResponseSchema,
} from '@shop/contract'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { rowsOf } from '../../db/rows.js'
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

/**
 * Puts a page back as the shop shipped it (its one version, published), so a test that wrote to it leaves the
 * shipped texts to the tests that read them. Versions are append-only for the owner; only a test removes them.
 */
async function restoreShippedText(slug: string) {
  await db().execute(sql`delete from page_versions where slug = ${slug} and version > 1`)
  await db().execute(sql`update pages set published_version = 1 where slug = ${slug}`)
}

/** The migration that brings a shop seeded before to the shipped texts of today (docs/decisions/270). */
async function runShippedPagesMigration() {
  const migration = readFileSync(
    new URL('../../../drizzle/0029_shipped-pages-true-to-the-catalog.sql', import.meta.url),
    'utf8',
  )
  for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement))
}

/** A page's versions as stored: number, English, Arabic. */
async function versionsOf(slug: string) {
  const rows = rowsOf<{ version: number; body_en: string; body_ar: string }>(
    await db().execute(
      sql`select version, body_en, body_ar from page_versions where slug = ${slug} order by version`,
    ),
  )
  return rows.map((row) => [row.version, row.body_en, row.body_ar] as const)
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
    expect(faq.sections).toHaveLength(22)
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
    // The other tests read the shipped figures (the mail footer's 14 days): the settings go back after.
    onTestFinished(async () => {
      const back = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/owner/settings',
        headers: owner,
        payload: current,
      })
      expect(back.statusCode, back.body).toBe(200)
    })
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
  })
})

// A story: the restore takes up the draft the first step saved and published (versions 2, then 3).
describe('testimonials', () => {
  it('are none on a fresh shop, show once the owner publishes some, and go when version 1 is published again', async () => {
    onTestFinished(() => restoreShippedText('testimonials'))
    // Nothing made up ships: the home page shows no testimonials until the owner writes real ones.
    expect((await publicPage('testimonials')).sections).toEqual([])
    expect((await publicPage('testimonials', 'ar')).sections).toEqual([])

    const draft = await saveDraft(
      'testimonials',
      '## Fatima A. · Dubai\n\nMy bar arrived sealed, as promised.',
      '## فاطمة أ. · دبي\n\nوصلتني السبيكة مختومة كما وُعدت.',
    )
    await publish('testimonials', draft.version)
    expect((await publicPage('testimonials')).sections.map((section) => section.title)).toEqual([
      'Fatima A. · Dubai',
    ])

    const restored = OwnerPageResponseSchema.parse(
      (await ownerCall('POST', '/testimonials/restore', { version: 1 })).json(),
    ).data
    await publish('testimonials', restored.version)
    expect((await publicPage('testimonials')).sections).toEqual([])
  })

  it("empties a shop's shipped version 1 that still holds the made-up ones, and keeps the owner's own", async () => {
    onTestFinished(() => restoreShippedText('testimonials'))
    await publicPage('testimonials')
    // A shop seeded before: version 1 holds the testimonials the shop used to ship.
    await db().execute(
      sql`update page_versions set body_en = ${'## Omar K. · Dubai Marina\n\n“I paid in a few minutes.”\n'}, body_ar = ${'## عمر ك. · دبي مارينا\n'} where slug = 'testimonials' and version = 1`,
    )
    const own = await saveDraft('testimonials', '## Fatima A.\n\nReal words.', '## فاطمة أ.\n\nكلمات حقيقية.')

    await runShippedPagesMigration()

    expect(await versionsOf('testimonials')).toEqual([
      [1, '', ''],
      [own.version, '## Fatima A.\n\nReal words.', '## فاطمة أ.\n\nكلمات حقيقية.'],
    ])
  })
})

describe('a shop seeded before the texts were made true to the catalog', () => {
  it('reads its untouched FAQ and Terms as the shop ships them now, in both languages', async () => {
    await publicPage('faq')
    await publicPage('terms')
    const [[, faqEn, faqAr] = []] = await versionsOf('faq')
    const [[, termsEn, termsAr] = []] = await versionsOf('terms')
    // Version 1 as a shop seeded before holds it: the old sentences where today's stand.
    const OLD_GOLD =
      'Our gold bars are 24 karat, 99.99% (999.9) fine gold from LBMA-accredited refiners. Most coins are 24 karat too; some sovereign coins, such as the Krugerrand and the American Gold Eagle, are 22 karat (91.67%) and hold one troy ounce of fine gold in a heavier coin. Every product page states its purity and fine gold weight, and its price follows the fine gold.'
    const OLD_PRIVACY_AR =
      'للطلبات التي تبلغ حد التحقق من الهوية أو تتجاوزه نطلب صورة بطاقة الهوية الإماراتية أو جواز السفر، كما تشترط قواعد الإمارات لتجار المعادن الثمينة. تُحفظ الصور مشفّرة، ولا يفتحها إلا المالك وموظفو التحقق من الهوية (ويُسجَّل كل فتح)، وتُحذف بعد خمس سنوات من آخر طلب لك.'
    const english = (await createI18nWithAllTexts('en')).t
    const arabic = (await createI18nWithAllTexts('ar')).t
    await db().execute(
      sql`update page_versions set body_en = ${faqEn!.replace(english('static:faq.items.goldPurity.answer'), OLD_GOLD)} where slug = 'faq' and version = 1`,
    )
    await db().execute(
      sql`update page_versions set body_ar = ${termsAr!.replace(arabic('static:terms.sections.privacy.p3'), OLD_PRIVACY_AR)} where slug = 'terms' and version = 1`,
    )
    expect((await publicPage('faq')).html).toContain('LBMA-accredited')

    await runShippedPagesMigration()

    expect(await versionsOf('faq')).toEqual([[1, faqEn, faqAr]])
    expect(await versionsOf('terms')).toEqual([[1, termsEn, termsAr]])
    expect((await publicPage('faq')).html).toContain('except the 10 tola bar, which is 99.9% (999.0)')
  })
})

describe('drafts, publishing and versions', { shuffle: false }, () => {
  afterAll(() => restoreShippedText('about'))

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
    onTestFinished(() => restoreShippedText('faq'))
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
    onTestFinished(() => restoreShippedText('mail-footer'))
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
