import { describe, expect, it } from 'vitest'
import {
  AuthSessionResponseSchema,
  ChangePasswordBodySchema,
  GetUsersAllQuerySchema,
  LoginUserBodySchema,
  RegisterUserBodySchema,
  ResetPasswordBodySchema,
  UpdateProfileBodySchema,
  VerifyOtpResponseSchema,
  VerifyUserOtpBodySchema,
} from './user.js'

const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('register-user body', () => {
  it('trims names, lower-cases the email and ignores the role', () => {
    const body = RegisterUserBodySchema.parse({
      firstName: '  Aisha ',
      lastName: 'Khan',
      email: '  Aisha@Example.AE ',
      password: 'correct horse',
      role: 'Admin',
    })
    expect(body).toMatchObject({ firstName: 'Aisha', lastName: 'Khan', email: 'aisha@example.ae' })
  })

  it('gives the spec message for a short password and Required for empty fields', () => {
    const result = RegisterUserBodySchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: '',
      password: 'short',
    })
    expect(fieldMessages(result)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      password: 'Password must be at least 8 characters long.',
    })
  })

  it('refuses a bad email, a name over 50 and a password over 128 characters', () => {
    const result = RegisterUserBodySchema.safeParse({
      firstName: 'a'.repeat(51),
      lastName: 'K',
      email: 'not-an-email',
      password: 'p'.repeat(129),
    })
    expect(fieldMessages(result)).toEqual({
      firstName: 'Must be at most 50 characters.',
      email: 'Invalid email address.',
      password: 'Must be at most 128 characters.',
    })
  })
})

describe('new passwords', () => {
  it.each([
    ['short', 'Password must be at least 8 characters long.'],
    ['   ', 'Password must be at least 8 characters long.'],
    ['        ', 'Password cannot be only spaces.'],
    [' \t \n    ', 'Password cannot be only spaces.'],
  ])('refuses %j with its own message', (password, message) => {
    expect(
      fieldMessages(ChangePasswordBodySchema.safeParse({ oldPassword: 'x', newPassword: password })),
    ).toEqual({
      newPassword: message,
    })
  })

  it('accepts eight characters with spaces inside', () => {
    expect(ChangePasswordBodySchema.safeParse({ oldPassword: 'x', newPassword: ' gold bar ' }).success).toBe(
      true,
    )
  })
})

describe('login and OTP bodies', () => {
  it('requires email and password but no minimum length at login', () => {
    expect(fieldMessages(LoginUserBodySchema.safeParse({}))).toEqual({
      email: 'Required',
      password: 'Required',
    })
    expect(LoginUserBodySchema.safeParse({ email: 'a@b.ae', password: 'x' }).success).toBe(true)
  })

  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('otp %j -> %s', (otp, ok) => {
    expect(VerifyUserOtpBodySchema.safeParse({ email: 'a@b.ae', otp }).success).toBe(ok)
  })

  it('reset-password requires the reset token of verify-otp (docs/architecture.md#accounts-and-access)', () => {
    expect(ResetPasswordBodySchema.safeParse({ email: 'a@b.ae', newPassword: 'longenough' }).success).toBe(
      false,
    )
    expect(
      ResetPasswordBodySchema.safeParse({ email: 'a@b.ae', newPassword: 'longenough', resetToken: 't' })
        .success,
    ).toBe(true)
    expect(
      VerifyOtpResponseSchema.parse({ success: true, data: { resetToken: 'abc' } }).data.resetToken,
    ).toBe('abc')
  })

  it('change-password needs the old password and a new one of 8+', () => {
    expect(
      fieldMessages(ChangePasswordBodySchema.safeParse({ oldPassword: '', newPassword: 'short' })),
    ).toEqual({
      oldPassword: 'Required',
      newPassword: 'Password must be at least 8 characters long.',
    })
  })

  it('update-profile takes trimmed names', () => {
    expect(UpdateProfileBodySchema.parse({ firstName: ' A ', lastName: 'B' })).toEqual({
      firstName: 'A',
      lastName: 'B',
    })
  })
})

describe('auth answers', () => {
  it('carries the user in data and accessToken beside it (docs/product.md)', () => {
    const answer = {
      success: true,
      data: { id: 1, firstName: 'A', lastName: 'B', email: 'a@b.ae', role: 'User', isVerified: true },
      accessToken: 'jwt',
    }
    expect(AuthSessionResponseSchema.parse(answer)).toEqual(answer)
    expect(AuthSessionResponseSchema.safeParse({ ...answer, accessToken: undefined }).success).toBe(false)
    expect(
      AuthSessionResponseSchema.safeParse({ ...answer, data: { ...answer.data, role: 'Root' } }).success,
    ).toBe(false)
  })
})

describe('get-users-all query', () => {
  it('defaults page 1, size 10', () => {
    expect(GetUsersAllQuerySchema.parse({})).toEqual({ page: 1, size: 10, search: undefined })
    expect(GetUsersAllQuerySchema.parse({ page: '2', size: '50', search: ' ali ' })).toEqual({
      page: 2,
      size: 50,
      search: 'ali',
    })
    expect(GetUsersAllQuerySchema.safeParse({ size: '500' }).success).toBe(false)
  })
})
