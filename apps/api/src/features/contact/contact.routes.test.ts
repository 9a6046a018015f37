import { CONTACT_MESSAGE_MAX_CHARS, MESSAGES } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '../../db/schema/index.js'
import { createTestApp, TEST_START, type TestApp } from '../../test/harness.js'
import { mailTo } from '../../test/outbox.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SHOP_EMAIL: 'owner@shop.example' } })
})
afterAll(() => t.close())

const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/email/contact', payload })

describe('POST /email/contact', () => {
  it('stores the message and mails it to SHOP_EMAIL', async () => {
    const message = 'x'.repeat(CONTACT_MESSAGE_MAX_CHARS - 20) + ' <b>bold</b> & more'
    const res = await send({ name: ' Khalid ', email: 'Khalid@Example.com', subject: 'Bulk order', message })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: null })

    const rows = await t.testDb.database.db.select().from(contactMessages)
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Khalid',
        email: 'khalid@example.com',
        subject: 'Bulk order',
        message,
        createdAt: TEST_START,
      }),
    ])
    const [mail] = await mailTo(t, 'owner@shop.example')
    expect(mail).toMatchObject({ replyTo: 'khalid@example.com', subject: 'Contact form: Bulk order' })
    expect(mail!.text).toContain(message)
    expect(mail!.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more')
  })

  it(`refuses a message over ${CONTACT_MESSAGE_MAX_CHARS} characters and stores nothing`, async () => {
    const before = (await t.testDb.database.db.select().from(contactMessages)).length
    const res = await send({
      name: 'A',
      email: 'a@example.com',
      subject: 'S',
      message: 'y'.repeat(CONTACT_MESSAGE_MAX_CHARS + 1),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      details: { body: [{ path: ['message'], message: MESSAGES.contactMessageTooLong }] },
    })
    expect(await t.testDb.database.db.select().from(contactMessages)).toHaveLength(before)
  })

  it('names every missing field with the spec messages', async () => {
    const res = await send({ name: '', email: '', subject: ' ', message: '' })
    expect(res.statusCode).toBe(400)
    const issues = (res.json() as { details: { body: { path: string[]; message: string }[] } }).details.body
    expect(Object.fromEntries(issues.map((i) => [i.path[0], i.message]))).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      subject: MESSAGES.subjectRequired,
      message: MESSAGES.messageRequired,
    })
  })
})
