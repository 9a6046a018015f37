import {
  AuthSessionResponseSchema,
  ErrorEnvelopeSchema,
  MESSAGES,
  OTP_DAILY_MAX_ATTEMPTS,
  OTP_MAX_ATTEMPTS,
  RESET_TOKEN_TTL_MS,
  VerifyOtpResponseSchema,
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
const newEmail = () => `password-${++counter}@example.com`
const NEW_PASSWORD = 'a brand new password'

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers })

async function login(email: string, password: string) {
  const res = await post('/user/login-user', { email, password })
  return { res, headers: { authorization: `Bearer ${(res.json() as { accessToken?: string }).accessToken}` } }
}

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })

/** Runs steps 1 and 2 of a reset as the person would, reading the code from their mail. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await post('/user/forgot-password', { email })).statusCode).toBe(200)
  const res = await post('/user/verify-otp', { email, otp: await latestCode(t, email) })
  expect(res.statusCode).toBe(200)
  return VerifyOtpResponseSchema.parse(res.json()).data.resetToken
}

describe('password reset: forgot-password, verify-otp, reset-password', () => {
  it('resets the password with the mailed code and signs every device out', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const phone = await login(user.email, user.password)
    const laptop = await login(user.email, user.password)
    const resetToken = await resetTokenFor(user.email)
    expect((await mailTo(t, user.email))[0]!.subject).toMatch(/reset/i)

    const res = await post('/user/reset-password', {
      email: user.email,
      newPassword: NEW_PASSWORD,
      resetToken,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: null })
    expect((await me(phone.headers)).statusCode).toBe(401)
    expect((await me(laptop.headers)).statusCode).toBe(401)
    expect((await login(user.email, user.password)).res.statusCode).toBe(400)
    expect((await login(user.email, NEW_PASSWORD)).res.statusCode).toBe(200)
  })

  it('changes nothing without a valid resetToken: the old password still works', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    await resetTokenFor(user.email)
    for (const resetToken of ['forged-token', "' OR 1=1 --"]) {
      const res = await post('/user/reset-password', {
        email: user.email,
        newPassword: NEW_PASSWORD,
        resetToken,
      })
      expect(res.statusCode).toBe(400)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.resetTokenInvalid)
    }
    const missing = await post('/user/reset-password', { email: user.email, newPassword: NEW_PASSWORD })
    expect(missing.statusCode).toBe(400)
    expect((await login(user.email, user.password)).res.statusCode).toBe(200)
    expect((await login(user.email, NEW_PASSWORD)).res.statusCode).toBe(400)
  })

  it("refuses another account's resetToken", async () => {
    const victim = await createUser(t.testDb.database.db, { email: newEmail() })
    const attacker = await createUser(t.testDb.database.db, { email: newEmail() })
    const attackersToken = await resetTokenFor(attacker.email)
    const res = await post('/user/reset-password', {
      email: victim.email,
      newPassword: NEW_PASSWORD,
      resetToken: attackersToken,
    })
    expect(res.statusCode).toBe(400)
    expect((await login(victim.email, victim.password)).res.statusCode).toBe(200)
  })

  it('accepts a resetToken once, and not after 10 minutes', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const resetToken = await resetTokenFor(user.email)
    const reset = (newPassword: string) =>
      post('/user/reset-password', { email: user.email, newPassword, resetToken })
    expect((await reset(NEW_PASSWORD)).statusCode).toBe(200)
    expect((await reset('yet another password')).statusCode).toBe(400)

    t.clock.advance(61_000)
    const expiring = await resetTokenFor(user.email)
    t.clock.advance(RESET_TOKEN_TTL_MS)
    const late = await post('/user/reset-password', {
      email: user.email,
      newPassword: 'too late password',
      resetToken: expiring,
    })
    expect(late.statusCode).toBe(400)
    expect((await login(user.email, NEW_PASSWORD)).res.statusCode).toBe(200)
  })

  it('answers forgot-password for an unknown email exactly like a known one, and mails nothing', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const unknown = newEmail()
    const known = await post('/user/forgot-password', { email: user.email })
    const missing = await post('/user/forgot-password', { email: unknown })
    expect(missing.statusCode).toBe(known.statusCode)
    expect(missing.json()).toEqual(known.json())
    expect(await mailTo(t, unknown)).toHaveLength(0)
    expect(await mailTo(t, user.email)).toHaveLength(1)
    // A repeat inside the cool-down answers the same and sends nothing more.
    const again = await post('/user/forgot-password', { email: user.email })
    expect(again.json()).toEqual(known.json())
    expect(await mailTo(t, user.email)).toHaveLength(1)
  })

  it('refuses a wrong reset code with the spec message and burns it after 5 tries', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    await post('/user/forgot-password', { email: user.email })
    const code = await latestCode(t, user.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await post('/user/verify-otp', { email: user.email, otp: wrong })
    expect(first.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(first.json()).message).toBe(MESSAGES.invalidOtp)
    for (let i = 0; i < 4; i++) await post('/user/verify-otp', { email: user.email, otp: wrong })
    const sixth = await post('/user/verify-otp', { email: user.email, otp: code })
    expect(sixth.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(sixth.json()).message).toBe(MESSAGES.otpTooManyAttempts)
  })

  it('resends the reset code during a reset (nothing more inside 60 s)', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    await post('/user/forgot-password', { email: user.email })
    expect((await post('/user/resend-otp', { email: user.email })).statusCode).toBe(200)
    expect(await mailTo(t, user.email)).toHaveLength(1)
    t.clock.advance(60_000)
    expect((await post('/user/resend-otp', { email: user.email })).statusCode).toBe(200)
    const mail = await mailTo(t, user.email)
    expect(mail).toHaveLength(2)
    expect(mail[1]!.subject).toMatch(/reset/i)
    const res = await post('/user/verify-otp', { email: user.email, otp: await latestCode(t, user.email) })
    expect(res.statusCode).toBe(200)
  })

  it("lets the inbox owner reset after a stranger spent a day's wrong codes on the account", async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const stranger = { remoteAddress: '203.0.113.50' }
    const owner = { remoteAddress: '198.51.100.50' }
    const attempt = (otp: string, from: { remoteAddress: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/verify-otp',
        payload: { email: user.email, otp },
        ...from,
      })
    for (let round = 0; round < OTP_DAILY_MAX_ATTEMPTS / OTP_MAX_ATTEMPTS; round++) {
      await post('/user/forgot-password', { email: user.email })
      const code = await latestCode(t, user.email)
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        await attempt(code === '000000' ? '111111' : '000000', stranger)
      t.clock.advance(61_000)
    }
    expect((await attempt('123456', stranger)).statusCode).toBe(429)
    // A fresh reset by the owner is mailed, and their code goes through.
    const mailsBefore = (await mailTo(t, user.email)).length
    expect((await post('/user/forgot-password', { email: user.email })).statusCode).toBe(200)
    expect(await mailTo(t, user.email)).toHaveLength(mailsBefore + 1)
    const res = await attempt(await latestCode(t, user.email), owner)
    expect(res.statusCode).toBe(200)
    expect(VerifyOtpResponseSchema.parse(res.json()).data.resetToken).toBeTruthy()
  })

  it('verifies an unverified account by its reset (the mailbox is proven)', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail(), isVerified: false })
    const resetToken = await resetTokenFor(user.email)
    await post('/user/reset-password', { email: user.email, newPassword: NEW_PASSWORD, resetToken })
    const res = await post('/user/login-user', { email: user.email, password: NEW_PASSWORD })
    expect(AuthSessionResponseSchema.parse(res.json()).data.isVerified).toBe(true)
  })
})

describe('POST /user/change-password', () => {
  it('changes the password and signs out the other devices but not this one', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const here = await login(user.email, user.password)
    const elsewhere = await login(user.email, user.password)
    const res = await post(
      '/user/change-password',
      { oldPassword: user.password, newPassword: NEW_PASSWORD },
      here.headers,
    )
    expect(res.statusCode).toBe(200)
    expect((await me(here.headers)).statusCode).toBe(200)
    expect((await me(elsewhere.headers)).statusCode).toBe(401)
    expect((await login(user.email, user.password)).res.statusCode).toBe(400)
    expect((await login(user.email, NEW_PASSWORD)).res.statusCode).toBe(200)
  })

  it('refuses a wrong old password and keeps the current one', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const { headers } = await login(user.email, user.password)
    const res = await post(
      '/user/change-password',
      { oldPassword: 'not my password', newPassword: NEW_PASSWORD },
      headers,
    )
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.wrongOldPassword)
    expect((await login(user.email, user.password)).res.statusCode).toBe(200)
  })

  it('refuses a new password shorter than 8 characters', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const { headers } = await login(user.email, user.password)
    const res = await post(
      '/user/change-password',
      { oldPassword: user.password, newPassword: 'short' },
      headers,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      details: { body: [{ path: ['newPassword'], message: MESSAGES.passwordTooShort }] },
    })
  })

  it('answers 401 without a session', async () => {
    const res = await post('/user/change-password', { oldPassword: 'whatever1', newPassword: NEW_PASSWORD })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /user/logout', () => {
  it('revokes this session (its token is then 401) and clears the cookie', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const here = await login(user.email, user.password)
    const other = await login(user.email, user.password)
    const res = await post('/user/logout', { token: 'accessToken' }, here.headers)
    expect(res.statusCode).toBe(200)
    const cleared = res.cookies.find((c) => c.name === 'accessToken')
    expect(cleared?.value).toBe('')
    expect((await me(here.headers)).statusCode).toBe(401)
    expect((await me(other.headers)).statusCode).toBe(200)
  })

  it('answers success for a visitor without a session', async () => {
    const res = await post('/user/logout', {})
    expect(res.statusCode).toBe(200)
  })
})

describe('weak new passwords', () => {
  const refusals = [
    ['12345678', MESSAGES.passwordTooCommon],
    ['Password1', MESSAGES.passwordTooCommon],
    ['        ', MESSAGES.passwordOnlySpaces],
    ['short', MESSAGES.passwordTooShort],
  ] as const

  it.each(refusals)(
    'register-user refuses %j with its own message and creates no account',
    async (password, message) => {
      const email = newEmail()
      const res = await post('/user/register-user', { firstName: 'Omar', lastName: 'Saleh', email, password })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        details: { body: [{ path: ['password'], message }] },
      })
      expect((await login(email, password)).res.statusCode).toBe(400)
      expect(await mailTo(t, email)).toHaveLength(0)
    },
  )

  it.each(refusals)('change-password refuses %j and keeps the old password', async (newPassword, message) => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const { headers } = await login(user.email, user.password)
    const res = await post('/user/change-password', { oldPassword: user.password, newPassword }, headers)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ details: { body: [{ path: ['newPassword'], message }] } })
    expect((await login(user.email, user.password)).res.statusCode).toBe(200)
  })

  it('reset-password refuses a common password and leaves the reset token usable', async () => {
    const user = await createUser(t.testDb.database.db, { email: newEmail() })
    const resetToken = await resetTokenFor(user.email)
    const common = await post('/user/reset-password', {
      email: user.email,
      newPassword: 'iloveyou1',
      resetToken,
    })
    expect(common.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(common.json()).message).toBe(MESSAGES.passwordTooCommon)
    const spaces = await post('/user/reset-password', {
      email: user.email,
      newPassword: ' '.repeat(9),
      resetToken,
    })
    expect(ErrorEnvelopeSchema.parse(spaces.json()).message).toBe(MESSAGES.passwordOnlySpaces)
    const res = await post('/user/reset-password', {
      email: user.email,
      newPassword: NEW_PASSWORD,
      resetToken,
    })
    expect(res.statusCode).toBe(200)
    expect((await login(user.email, NEW_PASSWORD)).res.statusCode).toBe(200)
  })
})
