import { MESSAGES } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rowsOf } from '../../db/rows.js'
import type { MailMessage, Mailer } from '../../lib/mailer.js'
import { createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// resend-otp and forgot-password must not tell which emails have accounts: not by status, body, or time.

const ANSWER_MS = 800

/** A sleep the test releases by hand: no real time passes, so nothing here can flake on a slow machine. */
const sleeps: { ms: number; release: () => void }[] = []
const sleep = (ms: number) => new Promise<void>((resolve) => sleeps.push({ ms, release: resolve }))

/** A mail server that holds every message until the test lets it through. */
const held: { message: MailMessage; deliver: () => void }[] = []
const mailer: Mailer = {
  send: (message) => new Promise<void>((resolve) => held.push({ message, deliver: resolve })),
}

let t: TestApp
let known: string
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { CODE_REQUEST_ANSWER_MS: String(ANSWER_MS) },
    deps: { sleep, mailer },
  })
  known = (await createUser(t.testDb.database.db, { email: 'has-an-account@example.com' })).email
})
afterAll(async () => {
  for (const mail of held) mail.deliver()
  await t.close()
})

/** Mails to `email` waiting in the queue. */
async function queuedTo(email: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.testDb.database.db.execute(
      sql`select count(*)::int as n from mail_jobs where to_address = ${email} and sent_at is null`,
    ),
  )
  return Number(row?.n)
}

/** Sends the request and reports whether it has answered yet, without waiting for it. */
function start(url: string, email: string) {
  const state: { answered: boolean } = { answered: false }
  const response = t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: { email } }).then((res) => {
    state.answered = true
    return res
  })
  return { state, response }
}

/** What a caller can compare between two answers: everything but the per-request id. */
const visible = (res: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  const headers: Record<string, unknown> = { ...res.headers }
  delete headers['x-request-id']
  delete headers.date
  return { status: res.statusCode, headers, body: res.body }
}

describe.each(['/user/forgot-password', '/user/resend-otp'])('%s', (url) => {
  it('holds the answer for the fixed time for a known and an unknown email alike, then answers the same', async () => {
    // The known email's reset: verified accounts get a resend only during a reset, so start one first.
    if (url === '/user/resend-otp') {
      const first = start('/user/forgot-password', known)
      await vi.waitFor(() => expect(sleeps).toHaveLength(1))
      await vi.waitFor(async () => expect(await queuedTo(known)).toBe(1))
      sleeps.shift()!.release()
      await first.response
      const sending = t.app.mailQueue.drain()
      await vi.waitFor(() => expect(held).toHaveLength(1))
      held.shift()!.deliver()
      await sending
      t.clock.advance(61_000)
    }
    const answers = []
    for (const email of [known, 'no-account-here@example.com']) {
      const request = start(url, email)
      await vi.waitFor(() => expect(sleeps).toHaveLength(1))
      const floor = sleeps.shift()!
      expect(floor.ms).toBe(ANSWER_MS)
      // The known email's code is a queued job, not a mail in flight: no mail server is on the request path, so
      // a slow one shows in no timing. The answer waits for the floor only.
      if (email === known) await vi.waitFor(async () => expect(await queuedTo(known)).toBe(1))
      await new Promise((resolve) => setImmediate(resolve))
      expect(request.state.answered).toBe(false)
      floor.release()
      answers.push(visible(await request.response))
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]!.status).toBe(200)
    expect(JSON.parse(answers[0]!.body)).toEqual({ success: true, data: null })
    // The queue then hands the known email's code, and only it, to the (slow) mail server.
    expect(held).toEqual([])
    const sending = t.app.mailQueue.drain()
    await vi.waitFor(() => expect(held).toHaveLength(1))
    expect(held.map((mail) => mail.message.to)).toEqual([known])
    held.shift()!.deliver()
    await sending
    t.clock.advance(61_000)
  })
})

describe('rate limits', () => {
  it('refuse a known and an unknown email alike once over their limit', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_FACTOR: '1' } })
    try {
      const user = await createUser(limited.testDb.database.db, { email: 'limited@example.com' })
      const last: unknown[] = []
      for (const [email, ip] of [
        [user.email, '192.0.2.1'],
        ['nobody-limited@example.com', '192.0.2.2'],
      ] as const) {
        let res
        for (let i = 0; i < 6; i++)
          res = await limited.app.inject({
            method: 'POST',
            url: '/api/v1/user/forgot-password',
            payload: { email },
            remoteAddress: ip,
          })
        last.push({ status: res!.statusCode, message: res!.json().message })
      }
      expect(last[0]).toEqual({ status: 429, message: MESSAGES.tooManyRequests })
      expect(last[1]).toEqual(last[0])
    } finally {
      await limited.close()
    }
  })
})
