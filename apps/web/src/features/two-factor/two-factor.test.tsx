import { API_BASE, TWO_FACTOR_PATHS, USER_PATHS } from '@shop/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionAnswer } from '../../test/account-fixtures'
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch'
import { signedInUserAnswer, signedOutAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { requestsTo } from '../../test/requests'

// The login's second step (docs/architecture.md#two-factor-sign-in-and-sessions): the password answers a
// challenge, a code finishes the sign-in; a spent challenge sends the person back to the password.

const path = (p: string) => API_BASE + p
const challengeAnswer = {
  success: true,
  data: { twoFactorRequired: true, challenge: 'challenge-token', methods: ['totp', 'recovery'] },
}

async function submitPassword() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), 'layla@example.com')
  await user.type(screen.getByLabelText('Password'), 'correct horse battery')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

// Each test loads the login and profile pages' lazy modules: more than the default 5 s on a busy machine.
describe('two-step sign-in', { timeout: 20_000 }, () => {
  it('asks for a code after the password, and signs in with it', async () => {
    const me: FakeAnswer = { body: signedOutAnswer }
    const verify: FakeAnswer = { body: sessionAnswer }
    const fetchMock = fakeFetch({
      [path(USER_PATHS.session)]: me,
      [path(USER_PATHS.loginUser)]: { body: challengeAnswer },
      [path(TWO_FACTOR_PATHS.verify)]: verify,
      [path('/order/get-orders-by-user/7')]: { body: { success: true, data: [], meta: { count: 0 } } },
    })
    const { router } = renderApp('/login')
    const user = await submitPassword()

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    me.body = signedInUserAnswer
    await user.type(screen.getByLabelText('Code'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    await screen.findByRole('heading', { name: /Hello/ }, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/profile')
    expect(requestsTo(fetchMock, TWO_FACTOR_PATHS.verify, 'POST')[0]?.body).toEqual({
      challenge: 'challenge-token',
      code: '123 456',
    })
  })

  it('shows a wrong code, and goes back to the password when the challenge is spent', async () => {
    const verify: FakeAnswer = {
      status: 400,
      body: {
        success: false,
        message: 'That code is not right. Check your authenticator app and try again.',
        code: 'INVALID_TWO_FACTOR_CODE',
      },
    }
    fakeFetch({
      [path(USER_PATHS.session)]: { body: signedOutAnswer },
      [path(USER_PATHS.loginUser)]: { body: challengeAnswer },
      [path(TWO_FACTOR_PATHS.verify)]: verify,
    })
    renderApp('/login')
    const user = await submitPassword()
    await user.type(await screen.findByLabelText('Code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeInTheDocument()

    verify.body = {
      success: false,
      message: 'Your sign-in has expired.',
      code: 'TWO_FACTOR_CHALLENGE_INVALID',
    }
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByLabelText('Password')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Two-step sign-in' })).not.toBeInTheDocument()
  })
})
