import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import { createSmtpMailer } from '../../lib/mailer.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { createMailWorker } from './mail-queue.js'

// An SMTP outage delays mail; it never loses or doubles it. A real SMTP server refuses (451, "try later") and
// then accepts; each mail must arrive exactly once, with the Message-ID of its job.

interface Received {
  to: string[]
  messageId: string
  raw: string
}

async function startSmtp() {
  const state = { refusing: false, received: [] as Received[], refused: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback()
      state.refused += 1
      callback(Object.assign(new Error('Mail system busy, try again later'), { responseCode: 451 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        state.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

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
      MAIL_RETRY_BASE_MS: '30000',
    },
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})
// Each test starts with a mail server that accepts and has seen nothing; the outage test makes its own outage.
beforeEach(() => {
  smtp.state.refusing = false
  smtp.state.refused = 0
  smtp.state.received = []
})

const contact = (subject: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/email/contact',
    payload: { name: 'Khalid', email: 'khalid@example.com', subject, message: `About ${subject}` },
  })

async function unsentJobs(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.testDb.database.db.execute(sql`select count(*)::int as n from mail_jobs where sent_at is null`),
  )
  return Number(row?.n)
}

describe('the mail queue through an SMTP outage', () => {
  it('answers the actions at once, retries refused mail with backoff, and delivers each exactly once', async () => {
    smtp.state.refusing = true
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register-user',
      payload: {
        firstName: 'Sara',
        lastName: 'Nasser',
        email: 'sara@example.com',
        password: 'long enough password',
      },
    })
    expect(register.statusCode).toBe(201)
    expect((await contact('Bulk gold')).statusCode).toBe(200)
    expect((await contact('Silver coins')).statusCode).toBe(200)
    // Nothing went to the mail server on the request path.
    expect(smtp.state.refused).toBe(0)
    expect(await unsentJobs()).toBe(3)

    // The server refuses: nothing is lost, nothing is marked sent.
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 0, failed: 3 })
    expect(smtp.state.received).toEqual([])
    expect(await unsentJobs()).toBe(3)
    // Not due again before the backoff: draining now tries nothing.
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 0, failed: 0 })
    t.clock.advance(30_000)
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 0, failed: 3 })
    expect(smtp.state.refused).toBe(6)
    // The second wait doubles: 30 s more is not enough.
    t.clock.advance(30_000)
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 0, failed: 0 })

    // The server is back: every mail arrives, once.
    smtp.state.refusing = false
    t.clock.advance(30_000)
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 3, failed: 0 })
    t.clock.advance(24 * 3_600_000)
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 0, failed: 0 })
    expect(await unsentJobs()).toBe(0)

    const received = smtp.state.received
    expect(received.map((m) => m.to).sort()).toEqual([
      ['owner@shop.example'],
      ['owner@shop.example'],
      ['sara@example.com'],
    ])
    expect(received.filter((m) => m.raw.includes('About Bulk gold'))).toHaveLength(1)
    expect(received.filter((m) => m.raw.includes('About Silver coins'))).toHaveLength(1)
    // Each carries its job's own Message-ID, on the shop's domain: a resend after a crash would repeat it.
    const ids = received.map((m) => m.messageId)
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^<mail-job-\d+\.\d+@shop\.example>$/)
  })

  it('keeps no mail body once it is sent (a one-time code does not outlive its delivery)', async () => {
    expect((await contact('Sent once')).statusCode).toBe(200)
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 1, failed: 0 })
    const rows = rowsOf<{ message: unknown; sent_at: unknown }>(
      await t.testDb.database.db.execute(sql`select message, sent_at from mail_jobs`),
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull()
      expect(row.message).toBeNull()
    }
  })

  it('never hands one job to two workers draining at once', async () => {
    for (const subject of ['One', 'Two', 'Three', 'Four'])
      expect((await contact(subject)).statusCode).toBe(200)
    const before = smtp.state.received.length
    // A second instance's worker on the same database: SKIP LOCKED gives each job to one of them.
    const silent = { info: () => {}, warn: () => {}, error: () => {} }
    const other = createMailWorker({
      db: t.testDb.database.db,
      clock: t.clock,
      transport: createSmtpMailer({ url: smtp.url, from: 'Shop <no-reply@shop.example>' }),
      log: silent,
      messageIdDomain: 'shop.example',
      maxAttempts: 5,
      retryBaseMs: 1_000,
    })
    const results = await Promise.all([t.app.mailQueue.drain(), other.drain(), other.drain()])
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(4)
    expect(smtp.state.received.length - before).toBe(4)
  })

  it('sends the job of a worker that died mid-send once its lease ends, with the same Message-ID', async () => {
    expect((await contact('Crash')).statusCode).toBe(200)
    // A worker claimed the job and died before marking it: nobody else may take it while its lease runs.
    const now = t.clock.now()
    await t.testDb.database.db.execute(sql`
      update mail_jobs set attempts = 1, locked_until = ${new Date(now.getTime() + 5 * 60_000).toISOString()}::timestamptz
      where sent_at is null`)
    const before = smtp.state.received.length
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 0, failed: 0 })
    t.clock.advance(5 * 60_000)
    expect(await t.app.mailQueue.drain()).toEqual({ sent: 1, failed: 0 })
    const [job] = rowsOf<{ id: number; created_at: string | Date }>(
      await t.testDb.database.db.execute(sql`select id, created_at from mail_jobs order by id desc limit 1`),
    )
    const arrived = smtp.state.received.slice(before)
    expect(arrived).toHaveLength(1)
    expect(arrived[0]!.messageId).toBe(
      `<mail-job-${job!.id}.${new Date(job!.created_at).getTime()}@shop.example>`,
    )
  })
})
