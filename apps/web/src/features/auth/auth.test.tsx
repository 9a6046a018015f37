import { API_BASE, MESSAGES, USER_PATHS } from '@shop/contract'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { okAnswer, sessionAnswer } from '../../test/account-fixtures'
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch'
import { serverErrorAnswer, signedInUserAnswer, signedOutAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { requestsTo } from '../../test/requests'
import { OTP_SENT_AT_STORAGE_KEY } from './otp-resend-lock'
import { safeRedirectTarget } from './redirect'
import { VERIFY_EMAIL_STORAGE_KEY } from './session-email'

// A new password's field is described by its error, then by the rules it must meet (shown from the start).
const PASSWORD_RULES = 'At least 8 characters, and not a common password.'

const path = (p: string) => API_BASE + p
const ME = path(USER_PATHS.session)

afterEach(() => {
  sessionStorage.clear()
  vi.useRealTimers()
})

/** GET /user/session answering "signed out" until `signIn()` flips it, as the real session cookie would. */
function signedOutMe() {
  const me: FakeAnswer = { body: signedOutAnswer }
  return {
    me,
    signIn: () => {
      me.body = signedInUserAnswer
    },
  }
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('safeRedirectTarget', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/crypto-payment?order=ORD-1', '/crypto-payment?order=ORD-1'],
    [null, '/profile'],
    ['', '/profile'],
    ['//evil.example/x', '/profile'],
    ['/\\evil.example', '/profile'],
    ['https://evil.example', '/profile'],
    ['javascript:alert(1)', '/profile'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('sends %s to %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected)
  })
})

describe('login', () => {
  it('sends a signed-out visitor of a protected page to sign in and back to the same page and tab', async () => {
    const { me, signIn } = signedOutMe()
    const fetchMock = fakeFetch({
      [ME]: me,
      [path(USER_PATHS.loginUser)]: { body: sessionAnswer },
      [path('/order/get-orders-by-user/7')]: {
        body: { success: true, data: [], meta: { count: 0 } },
      },
    })
    const { router } = renderApp('/profile?tab=orders')

    await screen.findByRole('heading', { name: 'Sign In' }, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%3Ftab%3Dorders')

    signIn()
    await fillLogin('layla@example.com', 'correct horse battery')

    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
    expect(router.state.location.search).toBe('?tab=orders')
    expect(requestsTo(fetchMock, USER_PATHS.loginUser, 'POST')[0]?.body).toEqual({
      email: 'layla@example.com',
      password: 'correct horse battery',
    })
  })

  it('never follows a redirect to another site', async () => {
    const { me, signIn } = signedOutMe()
    fakeFetch({ [ME]: me, [path(USER_PATHS.loginUser)]: { body: sessionAnswer } })
    const { router } = renderApp('/login?redirect=//evil.example/steal')
    await screen.findByRole('heading', { name: 'Sign In' })
    signIn()
    await fillLogin('layla@example.com', 'correct horse battery')

    expect(await screen.findByRole('heading', { name: 'Hello, Layla' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
  })

  it('sends an unverified account to /verify-otp with its email, keeping the redirect', async () => {
    fakeFetch({
      [path(USER_PATHS.loginUser)]: {
        status: 403,
        body: { success: false, message: 'Not verified', code: 'FORBIDDEN' },
      },
    })
    const { router } = renderApp('/login?redirect=%2Fcheckout')
    await fillLogin('new@example.com', 'whatever123')

    expect(await screen.findByRole('heading', { name: 'Verify Account' })).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.accountNotVerified)).toBeInTheDocument()
    expect(sessionStorage.getItem(VERIFY_EMAIL_STORAGE_KEY)).toBe('new@example.com')
    expect(router.state.location.search).toBe('?redirect=%2Fcheckout')
  })

  it.each([
    [
      400,
      { success: false, message: 'Email is not valid here.', code: 'BAD_REQUEST' },
      'Email is not valid here.',
    ],
    [
      401,
      { success: false, message: MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' },
      MESSAGES.invalidCredentials,
    ],
    [500, serverErrorAnswer, MESSAGES.unexpectedError],
  ])('answers a %i with the right message', async (status, body, message) => {
    fakeFetch({ [path(USER_PATHS.loginUser)]: { status, body } })
    renderApp('/login')
    await fillLogin('layla@example.com', 'wrong-password')

    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('sends a signed-in shopper from the login page to the profile', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer } })
    const { router } = renderApp('/login')

    expect(await screen.findByRole('heading', { name: 'Hello, Layla' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
  })
})

describe('register', () => {
  it('shows the password rules before the first try, and the password itself on request', async () => {
    fakeFetch()
    renderApp('/register')
    const password = await screen.findByLabelText('Password')
    expect(password).toHaveAccessibleDescription(PASSWORD_RULES)
    const user = userEvent.setup()
    await user.type(password, 'Gold-bar-2026')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(password).toHaveValue('Gold-bar-2026')
    await user.click(screen.getByRole('button', { name: 'Hide' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('says what is wrong with each field before sending anything', async () => {
    const fetchMock = fakeFetch()
    renderApp('/register')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(MESSAGES.required)
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(MESSAGES.required)
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail)
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      `${MESSAGES.passwordTooShort} ${PASSWORD_RULES}`,
    )
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(USER_PATHS.registerUser))).toBe(false)
  })

  it('takes names in any script but not a phone number or a link', async () => {
    const fetchMock = fakeFetch()
    renderApp('/register')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('First name'), 'URGENT call +971501234567')
    await user.type(screen.getByLabelText('Last name'), 'عائشة')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(MESSAGES.invalidName)
    expect(screen.getByLabelText('Last name')).not.toHaveAccessibleDescription(MESSAGES.invalidName)
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(USER_PATHS.registerUser))).toBe(false)
  })

  async function submitValid() {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('First name'), 'Omar')
    await user.type(screen.getByLabelText('Last name'), 'Saeed')
    await user.type(screen.getByLabelText('Email'), 'omar@example.com')
    await user.type(screen.getByLabelText('Password'), 'long enough pw')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
  }

  it("shows 'User Already Exist' under the email", async () => {
    fakeFetch({
      [path(USER_PATHS.registerUser)]: {
        status: 400,
        body: { success: false, message: MESSAGES.userAlreadyExists, code: 'USER_ALREADY_EXISTS' },
      },
    })
    renderApp('/register')
    await submitValid()

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.userAlreadyExists),
    )
  })

  it('puts each of the server field errors under its field', async () => {
    fakeFetch({
      [path(USER_PATHS.registerUser)]: {
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          details: { body: [{ path: ['lastName'], message: 'Last name is too odd.' }] },
        },
      },
    })
    renderApp('/register')
    await submitValid()

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is too odd.'),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a password of only spaces before sending anything', async () => {
    const fetchMock = fakeFetch()
    renderApp('/register')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Password'), '        ')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      `${MESSAGES.passwordOnlySpaces} ${PASSWORD_RULES}`,
    )
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(USER_PATHS.registerUser))).toBe(false)
  })

  it("shows the shop's refusal of a common password under the password", async () => {
    fakeFetch({
      [path(USER_PATHS.registerUser)]: {
        status: 400,
        body: {
          success: false,
          message: MESSAGES.passwordTooCommon,
          code: 'VALIDATION_FAILED',
          details: { body: [{ path: ['password'], message: MESSAGES.passwordTooCommon }] },
        },
      },
    })
    renderApp('/register')
    await submitValid()

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        `${MESSAGES.passwordTooCommon} ${PASSWORD_RULES}`,
      ),
    )
  })

  it('sends role User, starts the resend lock and goes on to verification', async () => {
    const fetchMock = fakeFetch({
      [path(USER_PATHS.registerUser)]: {
        status: 201,
        body: { success: true, data: { ...signedInUserAnswer.data, isVerified: false } },
      },
    })
    renderApp('/register')
    await submitValid()

    expect(await screen.findByRole('heading', { name: 'Verify Account' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled()
    expect(requestsTo(fetchMock, USER_PATHS.registerUser, 'POST')[0]?.body).toMatchObject({
      email: 'omar@example.com',
      role: 'User',
    })
  })
})

describe('verify account', () => {
  it('needs the email waiting for verification, else goes to sign in', async () => {
    fakeFetch()
    const { router } = renderApp('/verify-otp')
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('keeps the 60 s resend lock across a reload and frees the button when it ends', async () => {
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, 'new@example.com')
    localStorage.setItem(OTP_SENT_AT_STORAGE_KEY, String(Date.now() - 20_000))
    fakeFetch()
    const first = renderApp('/verify-otp')
    expect(await screen.findByRole('button', { name: 'Resend code in 40s' })).toBeDisabled()
    first.unmount()

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    renderApp('/verify-otp')
    expect(await screen.findByRole('button', { name: /^Resend code in 4\ds$/ })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(41_000))
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled()
  })

  it('resends a code, says so, and locks the button again', async () => {
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, 'new@example.com')
    fakeFetch({ [path(USER_PATHS.resendOtp)]: { body: okAnswer } })
    renderApp('/verify-otp')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend code' }))

    expect(await screen.findByText(MESSAGES.otpResent)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled()
    expect(Number(localStorage.getItem(OTP_SENT_AT_STORAGE_KEY))).toBeGreaterThan(0)
  })

  it('says so when the resend fails', async () => {
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, 'new@example.com')
    fakeFetch({ [path(USER_PATHS.resendOtp)]: { status: 500, body: serverErrorAnswer } })
    renderApp('/verify-otp')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend code' }))

    expect(await screen.findByText(MESSAGES.resendOtpFailedShort)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled()
  })

  it('signs in after a right code, forgets the email and goes to the redirect target', async () => {
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, 'layla@example.com')
    const { me, signIn } = signedOutMe()
    fakeFetch({ [ME]: me, [path(USER_PATHS.verifyUserOtp)]: { body: sessionAnswer } })
    const { router } = renderApp('/verify-otp?redirect=%2Fprofile%3Ftab%3Dchange-password')
    signIn()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Verification code (OTP)'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=change-password')
    expect(sessionStorage.getItem(VERIFY_EMAIL_STORAGE_KEY)).toBeNull()
  })

  it("shows 'Failed to verify OTP. Try again.' when verification fails without a reason", async () => {
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, 'layla@example.com')
    fakeFetch({ [path(USER_PATHS.verifyUserOtp)]: { status: 500, body: serverErrorAnswer } })
    renderApp('/verify-otp')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Verification code (OTP)'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verifyOtpFailed)
  })

  it("shows 'Failed to verify OTP. Try again.' for a wrong code", async () => {
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, 'layla@example.com')
    fakeFetch({
      [path(USER_PATHS.verifyUserOtp)]: {
        status: 400,
        body: { success: false, message: MESSAGES.invalidOtp, code: 'INVALID_OTP' },
      },
    })
    renderApp('/verify-otp')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Verification code (OTP)'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verifyOtpFailed)
  })
})

describe('forgot password', () => {
  it('walks through email, code and new password, then goes to sign in after 3 s', async () => {
    const fetchMock = fakeFetch({
      [path(USER_PATHS.forgotPassword)]: { body: okAnswer },
      [path(USER_PATHS.verifyOtp)]: { body: { success: true, data: { resetToken: 'reset-123' } } },
      [path(USER_PATHS.resetPassword)]: { body: okAnswer },
    })
    const { router } = renderApp('/forgot-password')
    const user = userEvent.setup()

    await user.type(await screen.findByLabelText('Email'), 'layla@example.com')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(MESSAGES.otpSentTo('layla@example.com'))).toBeInTheDocument()

    await user.type(await screen.findByLabelText('Verification code (OTP)'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify code' }))
    expect(await screen.findByText(MESSAGES.otpVerifiedForReset)).toBeInTheDocument()

    await user.type(await screen.findByLabelText('New Password'), 'short')
    await user.type(screen.getByLabelText('Confirm Password'), 'different')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument()

    await user.clear(screen.getByLabelText('New Password'))
    await user.clear(screen.getByLabelText('Confirm Password'))
    await user.type(screen.getByLabelText('New Password'), 'a brand new pw')
    await user.type(screen.getByLabelText('Confirm Password'), 'a brand new pw')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => {
      screen.getByRole('button', { name: 'Reset Password' }).click()
      await vi.advanceTimersByTimeAsync(10)
    })
    const status = screen
      .getAllByRole('status')
      .find((node) => node.textContent === MESSAGES.passwordResetDone)
    expect(status).toBeDefined()
    expect(router.state.location.pathname).toBe('/forgot-password')

    await act(() => vi.advanceTimersByTimeAsync(3000))
    vi.useRealTimers()
    // Sent to sign in; the first test to open that page waits for its chunk to load.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(requestsTo(fetchMock, USER_PATHS.resetPassword, 'POST')[0]?.body).toEqual({
      email: 'layla@example.com',
      newPassword: 'a brand new pw',
      resetToken: 'reset-123',
    })
  })

  it('shows the server message and an error toast when the email is refused', async () => {
    fakeFetch({
      [path(USER_PATHS.forgotPassword)]: {
        status: 400,
        body: { success: false, message: 'No such account.', code: 'BAD_REQUEST' },
      },
    })
    renderApp('/forgot-password')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Send code' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('No such account.')
    const toasts = await screen.findAllByText('No such account.')
    expect(toasts.length).toBeGreaterThanOrEqual(2)
    expect(within(document.body).queryByLabelText('Verification code (OTP)')).not.toBeInTheDocument()
  })
})
