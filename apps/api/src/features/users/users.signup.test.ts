import {
  AuthSessionResponseSchema,
  ErrorEnvelopeSchema,
  MESSAGES,
  MeResponseSchema,
  OTP_DAILY_MAX_ATTEMPTS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  RegisterUserResponseSchema,
} from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { createUser } from '../../test/factories.js'
import { latestCode, mailTo } from '../../test/outbox.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

let counter = 0
const newEmail = () => `signup-${++counter}@example.com`
const PASSWORD = 'a strong password'

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  })

const register = (email: string, extra: object = {}) =>
  post('/user/register-user', {
    firstName: 'Omar',
    lastName: 'Saleh',
    email,
    password: PASSWORD,
    role: 'User',
    ...extra,
  })

describe('POST /user/register-user', () => {
  it('creates an unverified User and mails a 6-digit code', async () => {
    const email = newEmail()
    const res = await register(email)
    expect(res.statusCode).toBe(201)
    const { data } = RegisterUserResponseSchema.parse(res.json())
    expect(data).toMatchObject({
      email,
      firstName: 'Omar',
      lastName: 'Saleh',
      role: 'User',
      isVerified: false,
    })
    const mail = await mailTo(t, email)
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toMatch(/\b\d{6}\b/)
    expect(mail[0]!.html).toContain('<strong')
  })

  it('ignores a staff role in the body: the account is a User', async () => {
    const email = newEmail()
    const res = await register(email, { role: 'owner' })
    expect(res.statusCode).toBe(201)
    expect(RegisterUserResponseSchema.parse(res.json()).data.role).toBe('User')
    const verify = await post('/user/verify-user-otp', { email, otp: await latestCode(t, email) })
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${AuthSessionResponseSchema.parse(verify.json()).accessToken}` },
    })
    expect(MeResponseSchema.parse(me.json()).data.role).toBe('User')
    const adminOnly = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-users-all',
      headers: { authorization: `Bearer ${AuthSessionResponseSchema.parse(verify.json()).accessToken}` },
    })
    expect(adminOnly.statusCode).toBe(403)
  })

  it('answers 400 User Already Exist under the email field, whatever the case of the email', async () => {
    const email = newEmail()
    expect((await register(email)).statusCode).toBe(201)
    const res = await register(email.toUpperCase())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      message: MESSAGES.userAlreadyExists,
      code: 'USER_ALREADY_EXISTS',
      messageKey: 'userAlreadyExists',
      details: {
        body: [{ path: ['email'], message: MESSAGES.userAlreadyExists, messageKey: 'userAlreadyExists' }],
      },
    })
  })

  it('makes one account when the same email registers twice at once', async () => {
    const email = newEmail()
    const answers = await Promise.all([register(email), register(email), register(email)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400])
  })

  it('answers 400 with details.body naming each invalid field', async () => {
    const res = await post('/user/register-user', {
      firstName: '',
      lastName: 'Saleh',
      email: 'not-an-email',
      password: 'short',
    })
    expect(res.statusCode).toBe(400)
    const paths = (res.json() as { details: { body: { path: string[] }[] } }).details.body.map(
      (i) => i.path[0],
    )
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'email', 'password']))
  })
})

describe('POST /user/login-user', () => {
  it('signs a verified user in: cookie, user with isVerified, accessToken that opens /user/me', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const res = await post('/user/login-user', { email: user.email.toUpperCase(), password: user.password })
    expect(res.statusCode).toBe(200)
    const body = AuthSessionResponseSchema.parse(res.json())
    expect(body.data).toMatchObject({ id: user.id, email: user.email, isVerified: true })
    const cookie = res.cookies.find((c) => c.name === 'accessToken')
    expect(cookie).toMatchObject({ value: body.accessToken, httpOnly: true, sameSite: 'Lax' })
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      cookies: { accessToken: cookie!.value },
    })
    expect(MeResponseSchema.parse(me.json()).data.id).toBe(user.id)
  })

  it('answers the same 400 for a wrong password and an unknown email', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const wrongPassword = await post('/user/login-user', { email: user.email, password: 'not the password' })
    const unknownEmail = await post('/user/login-user', { email: newEmail(), password: user.password })
    expect(wrongPassword.statusCode).toBe(400)
    expect(unknownEmail.statusCode).toBe(400)
    expect(wrongPassword.json()).toEqual(unknownEmail.json())
    expect(ErrorEnvelopeSchema.parse(wrongPassword.json()).message).toBe(MESSAGES.invalidCredentials)
    expect(wrongPassword.cookies).toHaveLength(0)
  })

  it('answers 403 for an unverified account and mails a fresh code that verifies it', async () => {
    const email = newEmail()
    await register(email)
    const firstCode = await latestCode(t, email)
    t.clock.advance(61_000)
    const res = await post('/user/login-user', { email, password: PASSWORD })
    expect(res.statusCode).toBe(403)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.accountNotVerified)
    expect(await mailTo(t, email)).toHaveLength(2)
    const freshCode = await latestCode(t, email)
    // The fresh code replaces the first one.
    if (freshCode !== firstCode) {
      expect((await post('/user/verify-user-otp', { email, otp: firstCode })).statusCode).toBe(400)
    }
    expect((await post('/user/verify-user-otp', { email, otp: freshCode })).statusCode).toBe(200)
    expect((await post('/user/login-user', { email, password: PASSWORD })).statusCode).toBe(200)
  })

  it('mails no second code inside the 60 s cool-down: the first one still verifies the account', async () => {
    const email = newEmail()
    await register(email)
    const res = await post('/user/login-user', { email, password: PASSWORD })
    expect(res.statusCode).toBe(403)
    expect(await mailTo(t, email)).toHaveLength(1)
    t.clock.advance(30_000)
    // Inside the cool-down: the same success as any email, and nothing more is sent.
    const resend = await post('/user/resend-otp', { email })
    expect(resend.statusCode).toBe(200)
    expect(await mailTo(t, email)).toHaveLength(1)
    expect((await post('/user/verify-user-otp', { email, otp: await latestCode(t, email) })).statusCode).toBe(
      200,
    )
  })

  it('sends no code for a wrong password on an unverified account', async () => {
    const email = newEmail()
    await register(email)
    t.clock.advance(61_000)
    expect((await post('/user/login-user', { email, password: 'not the password' })).statusCode).toBe(400)
    expect(await mailTo(t, email)).toHaveLength(1)
  })
})

describe('POST /user/verify-user-otp', () => {
  it('verifies the account with the mailed code and signs in', async () => {
    const email = newEmail()
    await register(email)
    const res = await post('/user/verify-user-otp', { email, otp: await latestCode(t, email) })
    expect(res.statusCode).toBe(200)
    const body = AuthSessionResponseSchema.parse(res.json())
    expect(body.data).toMatchObject({ email, isVerified: true })
    expect(res.cookies.find((c) => c.name === 'accessToken')?.value).toBe(body.accessToken)
  })

  it('refuses a wrong code with the spec message, and a used code a second time', async () => {
    const email = newEmail()
    await register(email)
    const code = await latestCode(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const res = await post('/user/verify-user-otp', { email, otp: wrong })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.invalidOtp)
    expect((await post('/user/verify-user-otp', { email, otp: code })).statusCode).toBe(200)
    expect((await post('/user/verify-user-otp', { email, otp: code })).statusCode).toBe(400)
  })

  it('refuses the sixth attempt even with the right code', async () => {
    const email = newEmail()
    await register(email)
    const code = await latestCode(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect((await post('/user/verify-user-otp', { email, otp: wrong })).statusCode).toBe(400)
    }
    const sixth = await post('/user/verify-user-otp', { email, otp: code })
    expect(sixth.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(sixth.json()).message).toBe(MESSAGES.otpTooManyAttempts)
    expect((await post('/user/login-user', { email, password: PASSWORD })).statusCode).toBe(403)
  })

  it('counts parallel guesses: after 8 wrong ones at once the right code is refused', async () => {
    const email = newEmail()
    await register(email)
    const code = await latestCode(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => post('/user/verify-user-otp', { email, otp: wrong })),
    )
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true)
    expect((await post('/user/verify-user-otp', { email, otp: code })).statusCode).toBe(400)
  })

  it('accepts the right code on the fifth attempt', async () => {
    const email = newEmail()
    await register(email)
    const code = await latestCode(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await post('/user/verify-user-otp', { email, otp: wrong })
    expect((await post('/user/verify-user-otp', { email, otp: code })).statusCode).toBe(200)
  })

  it('refuses a code older than 10 minutes', async () => {
    const email = newEmail()
    await register(email)
    const code = await latestCode(t, email)
    t.clock.advance(OTP_TTL_MS)
    const res = await post('/user/verify-user-otp', { email, otp: code })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.otpExpired)
  })

  it('answers a malformed code with 400 naming the otp field', async () => {
    const res = await post('/user/verify-user-otp', { email: newEmail(), otp: '12ab' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      details: { body: [{ path: ['otp'], message: MESSAGES.invalidOtpFormat }] },
    })
  })

  it('answers an unknown email like a wrong code', async () => {
    const res = await post('/user/verify-user-otp', { email: newEmail(), otp: '123456' })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.invalidOtp)
  })
})

describe('POST /user/resend-otp', () => {
  it('sends nothing inside 60 s of the previous code (answering like any email), and a new code after', async () => {
    const email = newEmail()
    await register(email)
    const oldCode = await latestCode(t, email)
    t.clock.advance(20_000)
    const tooSoon = await post('/user/resend-otp', { email })
    expect(tooSoon.statusCode).toBe(200)
    expect(tooSoon.json()).toEqual({ success: true, data: null })
    expect(await mailTo(t, email)).toHaveLength(1)

    t.clock.advance(40_000)
    const res = await post('/user/resend-otp', { email })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: null })
    const mail = await mailTo(t, email)
    expect(mail).toHaveLength(2)
    const newCode = await latestCode(t, email)
    if (newCode !== oldCode) {
      expect((await post('/user/verify-user-otp', { email, otp: oldCode })).statusCode).toBe(400)
    }
    expect((await post('/user/verify-user-otp', { email, otp: newCode })).statusCode).toBe(200)
  })

  it("lets no stranger lock the owner out: a day of wrong codes from one device leaves the owner's device free", async () => {
    const email = newEmail()
    await register(email)
    const stranger = '203.0.113.7'
    const owner = '198.51.100.20'
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')
    // The stranger spends the device's day of wrong tries, asking for a new code (mailed to the owner) each time
    // the last one burns: this used to stop every code for the account for a day (resend-otp answered 429).
    for (let round = 0; round < OTP_DAILY_MAX_ATTEMPTS / OTP_MAX_ATTEMPTS; round++) {
      const code = await latestCode(t, email)
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        await post('/user/verify-user-otp', { email, otp: wrongFor(code) }, {}, stranger)
      t.clock.advance(61_000)
      expect((await post('/user/resend-otp', { email }, {}, stranger)).statusCode).toBe(200)
    }
    const locked = await post(
      '/user/verify-user-otp',
      { email, otp: await latestCode(t, email) },
      {},
      stranger,
    )
    expect(locked.statusCode).toBe(429)
    expect(ErrorEnvelopeSchema.parse(locked.json()).message).toBe(MESSAGES.codeTriesFromDevice)
    const waited = Number(locked.headers['retry-after'])
    expect(waited).toBeGreaterThan(23 * 3600)
    expect(waited).toBeLessThanOrEqual(24 * 3600)

    // The owner asks for a fresh code from their own device, receives it, and it goes through.
    t.clock.advance(61_000)
    const mailsBefore = (await mailTo(t, email)).length
    expect((await post('/user/resend-otp', { email }, {}, owner)).statusCode).toBe(200)
    expect(await mailTo(t, email)).toHaveLength(mailsBefore + 1)
    const verified = await post(
      '/user/verify-user-otp',
      { email, otp: await latestCode(t, email) },
      {},
      owner,
    )
    expect(verified.statusCode).toBe(200)
  })

  it("keeps the owner's code usable after a stranger's five wrong tries at it", async () => {
    const email = newEmail()
    await register(email)
    const code = await latestCode(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < OTP_MAX_ATTEMPTS + 2; i++)
      await post('/user/verify-user-otp', { email, otp: wrong }, {}, '2001:db8:bad:1::9')
    // Burnt for the stranger's /64, whatever address in it they use...
    const burnt = await post('/user/verify-user-otp', { email, otp: code }, {}, '2001:db8:bad:1::77')
    expect(ErrorEnvelopeSchema.parse(burnt.json()).message).toBe(MESSAGES.otpTooManyAttempts)
    // ...and still good on the owner's device.
    expect(
      (await post('/user/verify-user-otp', { email, otp: code }, {}, '2001:db8:600d::1')).statusCode,
    ).toBe(200)
  })

  it('answers success for an unknown email and sends nothing', async () => {
    const email = newEmail()
    const res = await post('/user/resend-otp', { email })
    expect(res.statusCode).toBe(200)
    expect(await mailTo(t, email)).toHaveLength(0)
  })

  it('sends nothing to a verified account that is not resetting its password', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    expect((await post('/user/resend-otp', { email: user.email })).statusCode).toBe(200)
    expect(await mailTo(t, user.email)).toHaveLength(0)
  })
})
