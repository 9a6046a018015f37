import { MESSAGES } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_LIMITS } from '../../plugins/rate-limit.js'
import { createUser } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { latestCode, mailTo } from '../../test/outbox.js'

// The limits at their production values: strangers trying an account from many addresses must never keep its
// owner out (docs/decisions/160).
let t: TestApp
const waits: number[] = []
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { RATE_LIMIT_FACTOR: '1' },
    deps: {
      sleep: async (ms) => {
        waits.push(ms)
      },
    },
  })
})
afterAll(() => t.close())

let hosts = 0
/** A new address each call, as a botnet has. */
const freshIp = () => `198.51.${Math.floor(++hosts / 250)}.${hosts % 250}`

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress })

const WRONG_CODE = '000000'
const notTheCode = (code: string) => (code === WRONG_CODE ? '111111' : WRONG_CODE)

describe('strangers trying codes from many addresses', () => {
  it("let the owner's right reset code through verify-otp, and the reset token through reset-password", async () => {
    const owner = await createUser(t.testDb.database.db)
    const home = freshIp()
    expect((await post('/user/forgot-password', { email: owner.email }, home)).statusCode).toBe(200)
    const code = await latestCode(t, owner.email)
    for (let i = 0; i < ACCOUNT_LIMITS.verifyCode.perDevice.max; i++) {
      const guess = await post('/user/verify-otp', { email: owner.email, otp: notTheCode(code) }, freshIp())
      expect(guess.statusCode).toBe(400)
    }
    const verified = await post('/user/verify-otp', { email: owner.email, otp: code }, home)
    expect(verified.statusCode).toBe(200)
    const resetToken = (verified.json() as { data: { resetToken: string } }).data.resetToken

    for (let i = 0; i < ACCOUNT_LIMITS.verifyCode.perDevice.max; i++) {
      const guess = await post(
        '/user/reset-password',
        {
          email: owner.email,
          resetToken: `guess-${i}-${'x'.repeat(32)}`,
          newPassword: 'a fresh passphrase 7',
        },
        freshIp(),
      )
      expect(guess.statusCode).toBe(400)
    }
    const reset = await post(
      '/user/reset-password',
      { email: owner.email, resetToken, newPassword: 'a fresh passphrase 7' },
      freshIp(),
    )
    expect(reset.statusCode).toBe(200)
  })

  it("let the owner's right verification code through verify-user-otp", async () => {
    const email = `new-${hosts}@example.com`
    const home = freshIp()
    const registered = await post(
      '/user/register-user',
      { firstName: 'Mariam', lastName: 'Nasser', email, password: 'a strong password', role: 'User' },
      home,
    )
    expect(registered.statusCode).toBe(201)
    const code = await latestCode(t, email)
    for (let i = 0; i < ACCOUNT_LIMITS.verifyCode.perDevice.max + 2; i++) {
      const guess = await post('/user/verify-user-otp', { email, otp: notTheCode(code) }, freshIp())
      expect(guess.statusCode).toBe(400)
    }
    waits.length = 0
    expect((await post('/user/verify-user-otp', { email, otp: code }, freshIp())).statusCode).toBe(200)
    // Slowed, never refused.
    expect(waits.length).toBe(1)
  })
})

describe('strangers asking for codes from many addresses', () => {
  it("do not stop the owner's own forgot-password and resend-otp, and the owner's fresh code works", async () => {
    const owner = await createUser(t.testDb.database.db)
    for (let i = 0; i < ACCOUNT_LIMITS.sendCode.perDevice.max; i++)
      expect((await post('/user/forgot-password', { email: owner.email }, freshIp())).statusCode).toBe(200)
    // The strangers' requests mailed one code: one a minute, whoever asks.
    expect(await mailTo(t, owner.email)).toHaveLength(1)

    const home = freshIp()
    t.clock.advance(61_000)
    expect((await post('/user/forgot-password', { email: owner.email }, home)).statusCode).toBe(200)
    t.clock.advance(61_000)
    expect((await post('/user/resend-otp', { email: owner.email }, home)).statusCode).toBe(200)
    expect(await mailTo(t, owner.email)).toHaveLength(3)
    const code = await latestCode(t, owner.email)
    expect((await post('/user/verify-otp', { email: owner.email, otp: code }, home)).statusCode).toBe(200)
  })

  it('are held per address: the sixth request from one address for one account is refused', async () => {
    const owner = await createUser(t.testDb.database.db)
    const stranger = freshIp()
    for (let i = 0; i < ACCOUNT_LIMITS.sendCode.perDevice.max; i++)
      expect((await post('/user/forgot-password', { email: owner.email }, stranger)).statusCode).toBe(200)
    const refused = await post('/user/forgot-password', { email: owner.email }, stranger)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ message: MESSAGES.tooManyRequests })
  })
})

describe('codes in the mail', () => {
  it('mails one code per minute to an unverified account however often it logs in', async () => {
    const owner = await createUser(t.testDb.database.db, { isVerified: false })
    const device = freshIp()
    for (let i = 0; i < 11; i++) {
      const res = await post('/user/login-user', { email: owner.email, password: owner.password }, device)
      expect(res.statusCode).toBe(403)
      t.clock.advance(500)
    }
    expect(await mailTo(t, owner.email)).toHaveLength(1)
    t.clock.advance(60_000)
    expect(
      (await post('/user/login-user', { email: owner.email, password: owner.password }, device)).statusCode,
    ).toBe(403)
    expect(await mailTo(t, owner.email)).toHaveLength(2)
  })
})

describe('registration', () => {
  it('answers 400 User Already Exist for a taken email, and limits each address (IPv6 by its /64)', async () => {
    const owner = await createUser(t.testDb.database.db)
    const register = (email: string, remoteAddress: string) =>
      post(
        '/user/register-user',
        { firstName: 'Sara', lastName: 'Ali', email, password: 'a strong password', role: 'User' },
        remoteAddress,
      )
    const taken = await register(owner.email, freshIp())
    expect(taken.statusCode).toBe(400)
    expect(taken.json()).toMatchObject({ message: MESSAGES.userAlreadyExists, code: 'USER_ALREADY_EXISTS' })

    const host = (i: number) => `2001:db8:5:6:${i.toString(16)}::${(i + 1).toString(16)}`
    for (let i = 0; i < ACCOUNT_LIMITS.register.perIp.max; i++)
      expect((await register(`probe-${i}-${owner.email}`, host(i))).statusCode).toBe(201)
    expect((await register(owner.email, host(99))).statusCode).toBe(429)
    // Another network is not held.
    expect((await register(owner.email, '2001:db8:5:7::1')).statusCode).toBe(400)
  })
})
