import { ErrorEnvelopeSchema, UpdateLanguageResponseSchema } from '@shop/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.js'
import { authHeaders, createTestProduct, createUser, placeTestOrder } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

// The account's language (docs/architecture.md#languages): chosen at registration from the page's language,
// changed by the language switch, and the language of every mail the shop sends the account.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

let counter = 0
const newEmail = () => `language-${++counter}@example.com`

const register = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/register-user',
    headers,
    payload: { firstName: 'Omar', lastName: 'Saleh', email, password: 'a strong password', role: 'User' },
  })

async function languageOf(email: string): Promise<string | undefined> {
  const [row] = await t.testDb.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email))
  return row?.language
}

describe('the language of an account', () => {
  it('is the lang cookie at registration, and its code mail is in Arabic with the code intact', async () => {
    const email = newEmail()
    expect((await register(email, { cookie: 'lang=ar' })).statusCode).toBe(201)
    expect(await languageOf(email)).toBe('ar')
    const [mail] = await mailTo(t, email)
    expect(mail?.subject).toMatch(/^رمز التحقق الخاص بك في [^\d]+$/)
    expect(mail?.text).toContain('مرحبًا Omar،')
    expect(mail?.text).toMatch(/رمز التحقق الخاص بك هو \d{6}\. تنتهي صلاحيته خلال 10 دقائق\./)
    expect(mail?.html).toContain('<html dir="rtl" lang="ar">')
    // The company footer is in Arabic too.
    expect(mail?.text).toContain('الهاتف: ')
  })

  it('follows Accept-Language when there is no cookie, and is English otherwise', async () => {
    const arabic = newEmail()
    await register(arabic, { 'accept-language': 'fr-FR, ar-AE;q=0.9, en;q=0.8' })
    expect(await languageOf(arabic)).toBe('ar')

    const english = newEmail()
    await register(english, { 'accept-language': 'de-DE' })
    expect(await languageOf(english)).toBe('en')
    const [mail] = await mailTo(t, english)
    expect(mail?.subject).toMatch(/^Your [^\d]+ verification code$/)
    expect(mail?.html).toContain('<!doctype html>\n<html><head>')
  })

  it('is changed by the signed-in shopper, and the next order mail is written in it', async () => {
    const db = t.testDb.database.db
    const user = await createUser(db)
    const headers = await authHeaders(t, user)
    const update = (language: string, h: Record<string, string> = headers) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/update-language',
        headers: h,
        payload: { language },
      })

    const res = await update('ar')
    expect(res.statusCode).toBe(200)
    expect(UpdateLanguageResponseSchema.parse(res.json()).data).toEqual({ language: 'ar' })
    expect(await languageOf(user.email)).toBe('ar')
    expect((await update('fr')).statusCode).toBe(400)
    expect((await update('en', {})).statusCode).toBe(401)
    expect(ErrorEnvelopeSchema.parse((await update('en', {})).json()).code).toBe('UNAUTHORIZED')

    const order = await placeTestOrder(t, await createTestProduct(db, { stock: 10 }), { user })
    const [placed] = await mailTo(t, user.email)
    expect(placed?.subject).toBe(`تم تقديم الطلب ${order.id}: أكمل الدفع بالبيتكوين`)
    expect(placed?.html).toContain('<html dir="rtl" lang="ar">')
    // The payment address and every amount stay left to right, with their digits.
    expect(placed?.html).toContain(`<span dir="ltr">${order.address}</span>`)
    expect(placed?.html).toMatch(/<span dir="ltr">[\d,]+\.\d{2} درهم<\/span>/)
    expect(placed?.text).toMatch(/المبلغ المطلوب: \d+\.\d{8} BTC\./)
  })
})
