import { API_BASE, API_PATHS, VerifyOtpResponseSchema } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'
import { latestCode } from '../test/outbox.js'
import { serializeError } from './logging.js'

// A production app whose log lines land in an array: the places where secrets could leak into logs are
// driven one by one, then every line is searched for them.
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
const PASSWORD = 'Sesame-Open-4711'
const NEW_PASSWORD = 'Another-Secret-0815'

const lines: string[] = []
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      NODE_ENV: 'production',
      BTC_XPUB: ZPUB,
      ESPLORA_URL: 'http://127.0.0.1:9/api',
      LOG_LEVEL: 'trace',
    },
    logStream: { write: (line) => void lines.push(line) },
  })
  // A forced database failure while a user row (with its password's hash) is being inserted, as a full
  // disk or a broken replica would cause.
  const db = t.testDb.database.db
  await db.execute(
    sql.raw(`create function fail_insert() returns trigger language plpgsql as
      $$ begin raise exception 'forced failure for the log test'; end $$`),
  )
  await db.execute(
    sql.raw(`create trigger fail_boom before insert on users for each row
      when (new.last_name = 'Boom') execute function fail_insert()`),
  )
})
afterAll(() => t.close())

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}${path}`, payload, headers })

describe('log lines never carry secrets', () => {
  it('after a database failure, bad logins, a registration and a failed and a good reset', async () => {
    const email = 'logs@example.com'
    const failed = await post(API_PATHS.user.registerUser, {
      firstName: 'Omar',
      lastName: 'Boom',
      email: 'boom@example.com',
      password: PASSWORD,
    })
    expect(failed.statusCode).toBe(500)

    const registered = await post(API_PATHS.user.registerUser, {
      firstName: 'Omar',
      lastName: 'Saleh',
      email,
      password: PASSWORD,
    })
    expect(registered.statusCode).toBe(201)
    const signUpCode = await latestCode(t, email)
    expect((await post(API_PATHS.user.verifyUserOtp, { email, otp: signUpCode })).statusCode).toBe(200)

    const login = await post(API_PATHS.user.loginUser, { email, password: PASSWORD })
    expect(login.statusCode).toBe(200)
    const sessionCookie = String(login.headers['set-cookie'])
    const accessToken = /accessToken=([^;]+)/.exec(sessionCookie)?.[1] ?? ''
    expect(accessToken).not.toBe('')
    expect((await post(API_PATHS.user.loginUser, { email, password: `${PASSWORD}x` })).statusCode).toBe(400)
    const me = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${API_PATHS.user.me}`,
      headers: { authorization: `Bearer ${accessToken}`, cookie: `accessToken=${accessToken}` },
    })
    expect(me.statusCode).toBe(200)

    expect((await post(API_PATHS.user.forgotPassword, { email })).statusCode).toBe(200)
    const resetCode = await latestCode(t, email)
    const verified = await post(API_PATHS.user.verifyOtp, { email, otp: resetCode })
    const { resetToken } = VerifyOtpResponseSchema.parse(verified.json()).data
    const badReset = await post(API_PATHS.user.resetPassword, {
      email,
      newPassword: NEW_PASSWORD,
      resetToken: `${resetToken}x`,
    })
    expect(badReset.statusCode).toBeGreaterThanOrEqual(400)
    const reset = await post(API_PATHS.user.resetPassword, { email, newPassword: NEW_PASSWORD, resetToken })
    expect(reset.statusCode).toBe(200)

    const log = lines.join('')
    // The failure was logged (so the search below searched something), without its statement's values.
    expect(log).toContain('forced failure for the log test')
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      '$argon2',
      signUpCode,
      resetCode,
      resetToken,
      accessToken,
    ]) {
      expect(log, secret).not.toContain(secret)
    }
  })
})

describe('serializeError', () => {
  it('drops the statement and values of a database error, keeping its class, SQLSTATE and cause', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(a@b.c) already exists.',
        query: 'insert into users values ($1, $2)',
        params: ['a@b.c', '$argon2id$v=19$m=19456'],
      },
    )
    const error = new Error(
      'Failed query: insert into users values ($1, $2)\nparams: a@b.c,$argon2id$v=19$m=19456',
      { cause },
    )
    Object.assign(error, { query: 'insert into users values ($1, $2)', params: ['a@b.c', '$argon2id'] })
    const text = JSON.stringify(serializeError(error))
    expect(text).not.toContain('argon2')
    expect(text).not.toContain('a@b.c')
    expect(text).toContain('23505')
    expect(text).toContain('users_email_key')
    expect(text).toContain('Failed query')
  })
})
