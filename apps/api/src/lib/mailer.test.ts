import type { AddressInfo } from 'node:net'
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { AuthSessionResponseSchema } from '@shop/contract'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'
import { orderPlacedMail, paymentPageUrl } from '../features/order-mail/buyer-order-mails.js'
import { verificationCodeMail } from '../features/users/account-mails.js'
import { ManualClock } from './clock.js'
import { createOutboxMailer } from './mailer.js'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP listener on a free port, keeping every message it accepts. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing waits for open connections up to this long (default 30 s).
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('mail through a real SMTP server (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await createTestApp({
      seed: false,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Shop <no-reply@shop.example>',
        SHOP_EMAIL: 'owner@shop.example',
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('delivers the verification code, which then verifies the account', async () => {
    const email = 'smtp-buyer@example.com'
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register-user',
      payload: { firstName: 'Sara', lastName: 'Nasser', email, password: 'long enough password' },
    })
    expect(res.statusCode).toBe(201)
    await t.app.mailQueue.drain()
    const message = smtp.received.find((m) => m.to.includes(email))
    expect(message?.from).toBe('no-reply@shop.example')
    const code = message?.raw.match(/verification code is (\d{6})/)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-user-otp',
      payload: { email, otp: code },
    })
    expect(verify.statusCode).toBe(200)
    expect(AuthSessionResponseSchema.parse(verify.json()).data.isVerified).toBe(true)
    // With SMTP configured nothing is written to the outbox.
    expect(await readdir(path.join(t.config.DATA_DIR, 'outbox')).catch(() => [])).toEqual([])
  })

  it('delivers a contact message to SHOP_EMAIL, replying to the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/contact',
      payload: {
        name: 'Khalid',
        email: 'khalid@example.com',
        subject: 'Bulk gold',
        message: 'Do you sell 1 kg bars?',
      },
    })
    expect(res.statusCode).toBe(200)
    await t.app.mailQueue.drain()
    const message = smtp.received.find((m) => m.to.includes('owner@shop.example'))
    expect(message?.raw).toMatch(/^Reply-To: khalid@example\.com/m)
    expect(message?.raw).toContain('Do you sell 1 kg bars?')
  })
})

describe('a mail server that cannot be reached', () => {
  let t: TestApp
  beforeAll(async () => {
    const smtp = await startSmtp()
    await smtp.close()
    // The port was just freed: nothing listens there now.
    t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } })
  })
  afterAll(() => t.close())

  it('still registers the account; the person can log in to ask for a new code', async () => {
    const email = 'no-mail@example.com'
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register-user',
      payload: { firstName: 'Ali', lastName: 'Hassan', email, password: 'long enough password' },
    })
    expect(res.statusCode).toBe(201)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login-user',
      payload: { email, password: 'long enough password' },
    })
    expect(login.statusCode).toBe(403)
  })
})

describe('the outbox (no SMTP_URL)', () => {
  it('writes each message as JSON with to, subject, text, html and createdAt', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'))
    try {
      const clock = new ManualClock(new Date('2026-11-22T09:00:00.000Z'))
      const mailer = createOutboxMailer({ dir, clock })
      await mailer.send(verificationCodeMail({ to: 'a@example.com', firstName: '<Amal>', code: '123456' }))
      const names = await readdir(dir)
      // Only the finished message, under its final name (it is written aside and renamed).
      expect(names).toHaveLength(1)
      const [name] = names
      expect(name).toMatch(
        /^2026-11-22T09-00-00-000Z-\d{6}-[0-9a-f]{6}-a-example-com-your-aurum-byte-verification/,
      )
      const entry = JSON.parse(await readFile(path.join(dir, name!), 'utf8')) as Record<string, string>
      expect(entry).toMatchObject({ to: 'a@example.com', createdAt: '2026-11-22T09:00:00.000Z' })
      expect(entry.text).toContain('Hello <Amal>,')
      expect(entry.text).toContain('123456')
      // Names are escaped in HTML.
      expect(entry.html).toContain('Hello &lt;Amal&gt;,')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('the outbox log line', () => {
  it('names the subject for a developer, but not in production, and never the code', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-log-test-'))
    try {
      const clock = new ManualClock(new Date('2026-11-22T09:00:00.000Z'))
      const lines: Record<string, unknown>[] = []
      const log = { info: (fields: Record<string, unknown>) => lines.push(fields), error() {}, warn() {} }
      const mail = verificationCodeMail({ to: 'a@example.com', firstName: 'Amal', code: '654321' })
      await createOutboxMailer({ dir, clock, log }).send(mail)
      await createOutboxMailer({ dir, clock, log, logSubjects: false }).send(mail)
      expect(JSON.stringify(lines[0])).toContain('verification code')
      expect(JSON.stringify(lines[1])).not.toContain('verification code')
      for (const line of lines) expect(JSON.stringify(line)).not.toContain('654321')
      expect(lines[1]).toMatchObject({ to: 'a@example.com' })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('order mail templates', () => {
  it('links the payment page of the order and formats AED and BTC amounts', () => {
    const url = paymentPageUrl('https://shop.example/', 'ORD-42')
    expect(url).toBe('https://shop.example/crypto-payment?order=ORD-42')
    const mail = orderPlacedMail({
      to: 'b@example.com',
      firstName: 'Huda',
      orderUniqueId: 'ORD-42',
      totalFils: 123_450,
      amountSats: 150_000n,
      paymentUrl: url,
    })
    expect(mail.text).toContain(url)
    expect(mail.html).toContain(`href="${url}"`)
    expect(mail.text).toMatch(/1,234\.50/)
    expect(mail.text).toMatch(/0\.0015/)
  })
})
