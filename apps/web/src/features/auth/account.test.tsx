import { API_BASE, MESSAGES, USER_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { addressesAnswer, okAnswer } from '../../test/account-fixtures'
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { requestsTo } from '../../test/requests'

// A new password's field is described by its error, then by the rules it must meet (shown from the start).
const PASSWORD_RULES = 'At least 8 characters, and not a common password.'

const ME = API_BASE + USER_PATHS.session
const signedIn = {
  [ME]: { body: signedInUserAnswer },
  [API_BASE + '/address/get-all-addresses/7']: { body: addressesAnswer([]) },
}

describe('password tab', () => {
  async function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Old Password', undefined, { timeout: 5000 }), oldPassword)
    await user.type(screen.getByLabelText('New Password'), newPassword)
    const button = screen.getByRole('button', { name: 'Change Password' })
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText('Confirm Password'), confirmPassword)
    expect(button).toBeEnabled()
    await user.click(button)
  }

  it('refuses a confirmation that does not match', async () => {
    const fetchMock = fakeFetch(signedIn)
    renderApp('/profile?tab=change-password')
    await fill('old password', 'new password 1', 'new password 2')

    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      MESSAGES.newPasswordsDoNotMatch,
    )
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(USER_PATHS.changePassword))).toBe(false)
  })

  it('refuses a new password shorter than 8 characters', async () => {
    fakeFetch(signedIn)
    renderApp('/profile?tab=change-password')
    await fill('old password', 'short', 'short')

    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      `${MESSAGES.passwordTooShort} ${PASSWORD_RULES}`,
    )
  })

  it('changes the password, says so and clears the fields', async () => {
    const fetchMock = fakeFetch({
      ...signedIn,
      [API_BASE + USER_PATHS.changePassword]: { body: okAnswer },
    })
    renderApp('/profile?tab=change-password')
    await fill('old password', 'new password 1', 'new password 1')

    expect((await screen.findAllByText(MESSAGES.passwordChanged)).length).toBeGreaterThan(0)
    expect(screen.getByLabelText('Old Password')).toHaveValue('')
    expect(screen.getByLabelText('New Password')).toHaveValue('')
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('')
    expect(requestsTo(fetchMock, USER_PATHS.changePassword, 'POST')[0]?.body).toEqual({
      oldPassword: 'old password',
      newPassword: 'new password 1',
    })
  })

  it('says so when the change fails', async () => {
    fakeFetch({
      ...signedIn,
      [API_BASE + USER_PATHS.changePassword]: {
        status: 500,
        body: { success: false, message: 'x', code: 'INTERNAL' },
      },
    })
    renderApp('/profile?tab=change-password')
    await fill('old password', 'new password 1', 'new password 1')

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.changePasswordFailed)
    expect(screen.getByLabelText('Old Password')).toHaveValue('old password')
  })

  it("says so for a wrong old password too, with the server's reason under that field", async () => {
    const reason = { path: ['oldPassword'], message: MESSAGES.wrongOldPassword }
    fakeFetch({
      ...signedIn,
      [API_BASE + USER_PATHS.changePassword]: {
        status: 400,
        body: {
          success: false,
          message: MESSAGES.wrongOldPassword,
          code: 'VALIDATION_FAILED',
          details: { body: [reason] },
        },
      },
    })
    renderApp('/profile?tab=change-password')
    await fill('not my password', 'new password 1', 'new password 1')

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.changePasswordFailed)
    expect(screen.getByLabelText('Old Password')).toHaveAccessibleDescription(MESSAGES.wrongOldPassword)
  })
})

describe('profile card', () => {
  it('saves a new name through the edit dialog', async () => {
    const me: FakeAnswer = { body: signedInUserAnswer }
    const fetchMock = fakeFetch({
      ...signedIn,
      [ME]: me,
      [API_BASE + USER_PATHS.updateProfile]: {
        body: { success: true, data: { ...signedInUserAnswer.data, firstName: 'Laila' } },
      },
    })
    renderApp('/profile')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    await user.clear(dialog.getByLabelText('First name'))
    await user.type(dialog.getByLabelText('First name'), 'Laila')
    me.body = { success: true, data: { ...signedInUserAnswer.data, firstName: 'Laila' } }
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Profile updated.')).toBeInTheDocument()
    expect(screen.getByText('Laila Haddad')).toBeInTheDocument()
    expect(requestsTo(fetchMock, USER_PATHS.updateProfile, 'PATCH')[0]?.body).toEqual({
      firstName: 'Laila',
      lastName: 'Haddad',
    })
  })
})

describe('renaming after an identity check', () => {
  it('tells the buyer the check no longer applies when the answer says the rename voided it', async () => {
    const me: FakeAnswer = { body: signedInUserAnswer }
    fakeFetch({
      ...signedIn,
      [ME]: me,
      [API_BASE + USER_PATHS.updateProfile]: {
        body: {
          success: true,
          data: { ...signedInUserAnswer.data, firstName: 'Totally', identityVerificationVoided: true },
        },
      },
    })
    renderApp('/profile')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    await user.clear(dialog.getByLabelText('First name'))
    await user.type(dialog.getByLabelText('First name'), 'Totally')
    me.body = { success: true, data: { ...signedInUserAnswer.data, firstName: 'Totally' } }
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))
    expect(
      await screen.findByText(/your identity check no longer applies: your next large order will ask/),
    ).toBeInTheDocument()
  })
})

describe('logout', () => {
  it('asks first, then signs out and goes to /login', async () => {
    const me: FakeAnswer = { body: signedInUserAnswer }
    const fetchMock = fakeFetch({
      ...signedIn,
      [ME]: me,
      [API_BASE + USER_PATHS.logout]: { body: okAnswer },
    })
    const { router } = renderApp('/profile')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Log out?' }))
    me.status = 401
    me.body = { success: false, message: MESSAGES.unauthorized, code: 'UNAUTHORIZED' }
    await user.click(dialog.getByRole('button', { name: 'Logout' }))

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('')
    expect(requestsTo(fetchMock, USER_PATHS.logout, 'POST')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  it('stays signed in and says so when logout fails', async () => {
    fakeFetch({
      ...signedIn,
      [API_BASE + USER_PATHS.logout]: {
        status: 503,
        body: { success: false, message: 'Try later', code: 'SERVICE_UNAVAILABLE' },
      },
    })
    const { router } = renderApp('/profile')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }))

    expect(await screen.findByText('Try later')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
  })
})
