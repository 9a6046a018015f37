import {
  AuthSessionResponseSchema,
  RecoveryCodesResponseSchema,
  SessionsResponseSchema,
  TotpStartResponseSchema,
  TwoFactorChallengeResponseSchema,
  TwoFactorStatusResponseSchema,
} from '@shop/contract'
import * as OTPAuth from 'otpauth'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, twoFactorTotp } from '../../db/schema/index.js'
import { ACCOUNT_LIMITS } from '../../plugins/rate-limit.js'
import { createUser, DEFAULT_PASSWORD } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'

// docs/architecture.md#two-factor-sign-in-and-sessions: enrolment, the sign-in challenge, codes taken once,
// recovery codes spent once, the staff rule, sessions and re-verification before sensitive owner actions.

type Headers = Record<string, string>

function helpers(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload ? { payload } : {}),
      remoteAddress: headers['x-test-ip'] ?? '203.0.113.7',
    })
  const codeAt = (secret: string, at = t.clock.now()) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() })

  async function login(email: string, password = DEFAULT_PASSWORD, headers: Headers = {}) {
    const res = await call('POST', '/user/login-user', headers, { email, password })
    expect(res.statusCode, res.body).toBe(200)
    return res
  }
  async function signIn(email: string, headers: Headers = {}): Promise<Headers> {
    const body = AuthSessionResponseSchema.parse((await login(email, DEFAULT_PASSWORD, headers)).json())
    return { authorization: `Bearer ${body.accessToken}` }
  }
  async function challengeOf(email: string, headers: Headers = {}) {
    const res = await login(email, DEFAULT_PASSWORD, headers)
    return TwoFactorChallengeResponseSchema.parse(res.json()).data.challenge
  }
  /** Enrols an authenticator app; answers its secret and the recovery codes. */
  async function enrol(headers: Headers) {
    const started = await call('POST', '/user/two-factor/totp/start', headers)
    expect(started.statusCode, started.body).toBe(200)
    const { secret } = TotpStartResponseSchema.parse(started.json()).data
    const confirmed = await call('POST', '/user/two-factor/totp/confirm', headers, { code: codeAt(secret) })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const { recoveryCodes } = RecoveryCodesResponseSchema.parse(confirmed.json()).data
    // The enrolment's code is taken: the next one comes from the next 30 s step.
    t.clock.advance(30_000)
    return { secret, recoveryCodes }
  }
  async function verify(challenge: string, code: string, headers: Headers = {}) {
    return call('POST', '/user/two-factor/verify', headers, { challenge, code })
  }
  return { call, codeAt, login, signIn, challengeOf, enrol, verify }
}

type Helpers = ReturnType<typeof helpers>

/** Starts a test app before a describe block's tests, hands it over with its helpers, and closes it after them. */
function useTestApp(ready: (t: TestApp, h: Helpers) => void, options?: Parameters<typeof createTestApp>[0]) {
  let started: TestApp | undefined
  beforeAll(async () => {
    started = await createTestApp(options)
    ready(started, helpers(started))
  })
  afterAll(() => started?.close())
}

describe('two-factor enrolment and sign-in (STAFF_TWO_FACTOR optional)', () => {
  let t: TestApp
  let h: Helpers
  useTestApp((app, appHelpers) => {
    t = app
    h = appHelpers
  })

  it('enrols an authenticator app: secret and otpauth URI naming the shop, ten recovery codes on the first right code', async () => {
    const user = await createUser(t.testDb.database.db)
    const headers = await h.signIn(user.email)
    const started = await h.call('POST', '/user/two-factor/totp/start', headers)
    expect(started.statusCode).toBe(200)
    const { secret, otpauthUri } = TotpStartResponseSchema.parse(started.json()).data
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Aurum%20%26%20Byte:/)
    expect(otpauthUri).toContain(`secret=${secret}`)
    expect(otpauthUri).toContain('issuer=Aurum%20%26%20Byte')
    // Pending until confirmed: login still signs in with the password alone.
    expect(AuthSessionResponseSchema.safeParse((await h.login(user.email)).json()).success).toBe(true)
    // At rest the secret is sealed, never the base32 the app was given.
    const [row] = await t.testDb.database.db
      .select()
      .from(twoFactorTotp)
      .where(eq(twoFactorTotp.userId, user.id))
    expect(row?.secret).toMatch(/^v1:/)
    expect(row?.secret).not.toContain(secret)

    const wrong = await h.call('POST', '/user/two-factor/totp/confirm', headers, {
      code: '000000' === h.codeAt(secret) ? '111111' : '000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' })

    const confirmed = await h.call('POST', '/user/two-factor/totp/confirm', headers, {
      code: h.codeAt(secret),
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const { recoveryCodes } = RecoveryCodesResponseSchema.parse(confirmed.json()).data
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/)

    const status = TwoFactorStatusResponseSchema.parse(
      (await h.call('GET', '/user/two-factor', headers)).json(),
    ).data
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: 10, required: false })
    // A second start while on is refused: turning it off comes first.
    expect((await h.call('POST', '/user/two-factor/totp/start', headers)).statusCode).toBe(409)
  })

  it('login answers a challenge and no token; verify with a TOTP code signs in like login, cookie included', async () => {
    const user = await createUser(t.testDb.database.db)
    const { secret } = await h.enrol(await h.signIn(user.email))

    const res = await h.login(user.email)
    const body = TwoFactorChallengeResponseSchema.parse(res.json())
    expect(body.data).toMatchObject({ twoFactorRequired: true, methods: ['totp', 'recovery'] })
    expect(res.json()).not.toHaveProperty('accessToken')
    expect(res.headers['set-cookie']).toBeUndefined()

    const verified = await h.verify(body.data.challenge, h.codeAt(secret))
    expect(verified.statusCode, verified.body).toBe(200)
    const session = AuthSessionResponseSchema.parse(verified.json())
    expect(session.data.email).toBe(user.email)
    expect(String(verified.headers['set-cookie'])).toMatch(/^accessToken=.*HttpOnly/)
    const me = await h.call('GET', '/user/me', { authorization: `Bearer ${session.accessToken}` })
    expect(me.statusCode).toBe(200)

    // The challenge was single use.
    t.clock.advance(30_000)
    const again = await h.verify(body.data.challenge, h.codeAt(secret))
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID' })
  })

  it('refuses a TOTP code a second time within its window, and takes the next step’s code', async () => {
    const user = await createUser(t.testDb.database.db)
    const { secret } = await h.enrol(await h.signIn(user.email))
    const code = h.codeAt(secret)
    expect((await h.verify(await h.challengeOf(user.email), code)).statusCode).toBe(200)
    const replayed = await h.verify(await h.challengeOf(user.email), code)
    expect(replayed.statusCode).toBe(400)
    expect(replayed.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' })
    t.clock.advance(30_000)
    expect((await h.verify(await h.challengeOf(user.email), h.codeAt(secret))).statusCode).toBe(200)
  })

  it('takes a recovery code once (typed in lower case without the dash), then never again', async () => {
    const user = await createUser(t.testDb.database.db)
    const { recoveryCodes } = await h.enrol(await h.signIn(user.email))
    const code = recoveryCodes[3]!
    const first = await h.verify(await h.challengeOf(user.email), code.toLowerCase().replace('-', ' '))
    expect(first.statusCode, first.body).toBe(200)
    const second = await h.verify(await h.challengeOf(user.email), code)
    expect(second.statusCode).toBe(400)
    const headers = { authorization: `Bearer ${AuthSessionResponseSchema.parse(first.json()).accessToken}` }
    const status = TwoFactorStatusResponseSchema.parse(
      (await h.call('GET', '/user/two-factor', headers)).json(),
    ).data
    expect(status.recoveryCodesLeft).toBe(9)
  })

  it('lets a challenge expire after 5 minutes and burn after 5 wrong codes', async () => {
    const user = await createUser(t.testDb.database.db)
    const { secret } = await h.enrol(await h.signIn(user.email))
    const late = await h.challengeOf(user.email)
    t.clock.advance(5 * 60_000 + 1_000)
    expect((await h.verify(late, h.codeAt(secret))).json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_INVALID',
    })

    const burnt = await h.challengeOf(user.email)
    const wrong = h.codeAt(secret) === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await h.verify(burnt, wrong)).statusCode).toBe(400)
    expect((await h.verify(burnt, h.codeAt(secret))).json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_INVALID',
    })
  })

  it('turns the app off with a current code, and regenerates recovery codes (the old ones stop)', async () => {
    const user = await createUser(t.testDb.database.db)
    const headers = await h.signIn(user.email)
    const { secret, recoveryCodes } = await h.enrol(headers)
    const fresh = await h.call('POST', '/user/two-factor/recovery-codes', headers, { code: h.codeAt(secret) })
    expect(fresh.statusCode, fresh.body).toBe(200)
    const newCodes = RecoveryCodesResponseSchema.parse(fresh.json()).data.recoveryCodes
    expect(newCodes).not.toEqual(recoveryCodes)
    expect((await h.verify(await h.challengeOf(user.email), recoveryCodes[0]!)).statusCode).toBe(400)

    expect(
      (await h.call('POST', '/user/two-factor/totp/disable', headers, { code: '12345' })).statusCode,
    ).toBe(400)
    const off = await h.call('POST', '/user/two-factor/totp/disable', headers, { code: newCodes[0]! })
    expect(off.statusCode, off.body).toBe(200)
    expect(TwoFactorStatusResponseSchema.parse(off.json()).data).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    })
    expect(AuthSessionResponseSchema.safeParse((await h.login(user.email)).json()).success).toBe(true)
  })
})

describe('sessions (STAFF_TWO_FACTOR optional)', () => {
  let t: TestApp
  let h: Helpers
  useTestApp((app, appHelpers) => {
    t = app
    h = appHelpers
  })

  it('lists the person’s sessions with device, a shortened address and last seen; ending one fails its token at once', async () => {
    const user = await createUser(t.testDb.database.db)
    const phone = await h.signIn(user.email, {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      'x-test-ip': '198.51.100.23',
    })
    const laptop = await h.signIn(user.email, {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
    })
    t.clock.advance(6 * 60_000)
    expect((await h.call('GET', '/user/me', phone)).statusCode).toBe(200)

    const listed = await h.call('GET', '/user/sessions', laptop)
    expect(listed.statusCode).toBe(200)
    const sessions = SessionsResponseSchema.parse(listed.json()).data
    expect(sessions).toHaveLength(2)
    const [first, second] = sessions
    expect(first).toMatchObject({ device: 'Chrome on Android', place: '198.51.100.x', current: false })
    expect(first!.lastSeenAt).toBe(t.clock.now().toISOString())
    expect(second).toMatchObject({ device: 'Safari on macOS', place: '203.0.113.x', current: true })

    const ended = await h.call('DELETE', `/user/sessions/${first!.id}`, laptop)
    expect(ended.statusCode, ended.body).toBe(200)
    expect((await h.call('GET', '/user/me', phone)).statusCode).toBe(401)
    expect((await h.call('GET', '/user/me', laptop)).statusCode).toBe(200)

    // Another person's session is 404 like an unknown one, and stays signed in.
    const stranger = await createUser(t.testDb.database.db)
    const theirs = await h.signIn(stranger.email)
    const theirId = SessionsResponseSchema.parse((await h.call('GET', '/user/sessions', theirs)).json())
      .data[0]!.id
    expect((await h.call('DELETE', `/user/sessions/${theirId}`, laptop)).statusCode).toBe(404)
    expect((await h.call('GET', '/user/me', theirs)).statusCode).toBe(200)
  })

  it('lets the owner list and end a staff member’s session, not a buyer’s', async () => {
    const owner = await createUser(t.testDb.database.db, { role: 'owner' })
    const staff = await createUser(t.testDb.database.db, { role: 'owner' })
    const buyer = await createUser(t.testDb.database.db)
    const ownerHeaders = await h.signIn(owner.email)
    const staffHeaders = await h.signIn(staff.email)
    await h.signIn(buyer.email)

    const listed = await h.call('GET', `/owner/staff/${staff.id}/sessions`, ownerHeaders)
    expect(listed.statusCode, listed.body).toBe(200)
    const [session] = SessionsResponseSchema.parse(listed.json()).data
    const ended = await h.call('DELETE', `/owner/staff/${staff.id}/sessions/${session!.id}`, ownerHeaders)
    expect(ended.statusCode, ended.body).toBe(200)
    expect((await h.call('GET', '/user/me', staffHeaders)).statusCode).toBe(401)
    const audit = await t.testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.end_session'))
    expect(audit).toMatchObject([{ actorUserId: owner.id, entityType: 'user', entityId: String(staff.id) }])
    expect((await h.call('GET', `/owner/staff/${buyer.id}/sessions`, ownerHeaders)).statusCode).toBe(404)
    const buyerHeaders = await h.signIn(buyer.email)
    expect((await h.call('GET', `/owner/staff/${staff.id}/sessions`, buyerHeaders)).statusCode).toBe(403)
  })
})

describe('staff re-verification (STAFF_TWO_FACTOR optional)', () => {
  let t: TestApp
  let h: Helpers
  useTestApp((app, appHelpers) => {
    t = app
    h = appHelpers
  })

  it('asks staff for the second factor again before pinning a price when the last one is over 10 minutes old', async () => {
    const admin = await createUser(t.testDb.database.db, { role: 'owner' })
    const { secret } = await h.enrol(await h.signIn(admin.email))
    const verified = await h.verify(await h.challengeOf(admin.email), h.codeAt(secret))
    const headers = {
      authorization: `Bearer ${AuthSessionResponseSchema.parse(verified.json()).accessToken}`,
    }
    const prices = (await h.call('GET', '/metal-price/get-all-metal-prices')).json() as {
      data: { id: number }[]
    }
    const pin = () =>
      h.call('PUT', `/metal-price/update-metal-price/${prices.data[0]!.id}`, headers, { price_per_gram: 300 })

    expect((await pin()).statusCode).toBe(200)
    t.clock.advance(10 * 60_000 + 1_000)
    const stale = await pin()
    expect(stale.statusCode).toBe(403)
    expect(stale.json()).toMatchObject({ code: 'TWO_FACTOR_STALE' })
    // Calls that are not sensitive still answer.
    expect((await h.call('GET', '/owner/dashboard', headers)).statusCode).toBe(200)

    const wrong = await h.call('POST', '/user/two-factor/reverify', headers, { code: '99999' })
    expect(wrong.statusCode).toBe(400)
    const reverified = await h.call('POST', '/user/two-factor/reverify', headers, { code: h.codeAt(secret) })
    expect(reverified.statusCode, reverified.body).toBe(200)
    expect((await pin()).statusCode).toBe(200)
  })

  it('leaves staff without a second factor free outside production unless the shop asks', async () => {
    const admin = await createUser(t.testDb.database.db, { role: 'owner' })
    expect((await h.call('GET', '/owner/dashboard', await h.signIn(admin.email))).statusCode).toBe(200)
  })
})

describe('staff without a second factor', () => {
  for (const [label, env] of [
    ['STAFF_TWO_FACTOR=required', { STAFF_TWO_FACTOR: 'required' }],
    [
      'production',
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        // A watch-only test key and a chain nobody answers: the payment engine stays idle.
        BTC_XPUB:
          'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
        ESPLORA_URL: 'http://127.0.0.1:9/api',
      },
    ],
  ] as const) {
    describe(label, () => {
      let t: TestApp
      let h: Helpers
      useTestApp(
        (app, appHelpers) => {
          t = app
          h = appHelpers
        },
        { seed: false, env },
      )

      it('get 403 TWO_FACTOR_REQUIRED on owner calls, can still enrol, and pass once enrolled and signed in with it', async () => {
        const admin = await createUser(t.testDb.database.db, { role: 'owner' })
        const headers = await h.signIn(admin.email)
        const refused = await h.call('GET', '/owner/dashboard', headers)
        expect(refused.statusCode).toBe(403)
        expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' })
        const status = TwoFactorStatusResponseSchema.parse(
          (await h.call('GET', '/user/two-factor', headers)).json(),
        )
        expect(status.data.required).toBe(true)

        const { secret } = await h.enrol(headers)
        // The enrolling session proved the factor just now.
        expect((await h.call('GET', '/owner/dashboard', headers)).statusCode).toBe(200)
        const verified = await h.verify(await h.challengeOf(admin.email), h.codeAt(secret))
        const signedIn = {
          authorization: `Bearer ${AuthSessionResponseSchema.parse(verified.json()).accessToken}`,
        }
        expect((await h.call('GET', '/owner/dashboard', signedIn)).statusCode).toBe(200)
      })

      it('leave buyers alone', async () => {
        const buyer = await createUser(t.testDb.database.db)
        const headers = await h.signIn(buyer.email)
        expect((await h.call('GET', '/user/me', headers)).statusCode).toBe(200)
        expect((await h.call('GET', '/owner/dashboard', headers)).statusCode).toBe(403)
      })
    })
  }
})

describe('second-factor codes under the production limits', () => {
  let t: TestApp
  let h: Helpers
  const waits: number[] = []
  useTestApp(
    (app, appHelpers) => {
      t = app
      h = appHelpers
    },
    { seed: false, env: { RATE_LIMIT_FACTOR: '1' }, deps: { sleep: async (ms) => void waits.push(ms) } },
  )

  it('hold the guessing device, slow the account, and let the owner’s right code through from their own device', async () => {
    const user = await createUser(t.testDb.database.db)
    const home = { 'x-test-ip': '192.0.2.10' }
    const { secret } = await h.enrol(await h.signIn(user.email, home))
    const attacker = { 'x-test-ip': '192.0.2.66' }
    const wrong = () => (h.codeAt(secret) === '000000' ? '111111' : '000000')
    const max = ACCOUNT_LIMITS.verifyTwoFactor.perDevice.max
    for (let i = 0; i < max; i++) {
      // A fresh challenge now and then: each burns after 5 wrong codes.
      const challenge = await h.challengeOf(user.email, attacker)
      expect((await h.verify(challenge, wrong(), attacker)).statusCode).toBe(400)
    }
    const held = await h.verify(await h.challengeOf(user.email, attacker), h.codeAt(secret), attacker)
    expect(held.statusCode).toBe(429)

    const owner = await h.verify(await h.challengeOf(user.email, home), h.codeAt(secret), home)
    expect(owner.statusCode, owner.body).toBe(200)
    // The account's failures from elsewhere made the owner's try wait, never refused it.
    expect(waits.length).toBeGreaterThan(0)
  })
})
