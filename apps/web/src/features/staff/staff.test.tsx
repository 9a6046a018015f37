import {
  API_BASE,
  MeResponseSchema,
  OWNER_PATHS,
  OwnerOrdersResponseSchema,
  OwnerStaffResponseSchema,
  SESSION_PATHS,
  STAFF_PATHS,
  USER_PATHS,
  apiPath,
} from '@shop/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'

// The back office as each staff role sees it (packages/contract/src/staff-permissions.ts), the owner's staff page and
// the invitee's page.

const ME = API_BASE + USER_PATHS.session
const signedInAs = (role: string, id = 7) =>
  MeResponseSchema.parse({
    ...signedInUserAnswer,
    data: { ...signedInUserAnswer.data, id, role, email: `${role}@example.com` },
  })

const staffAnswer = OwnerStaffResponseSchema.parse({
  success: true,
  data: {
    members: [
      {
        id: 7,
        firstName: 'Mariam',
        lastName: 'Owner',
        email: 'owner@example.com',
        role: 'owner',
        status: 'active',
        lastSignInAt: '2026-11-28T08:00:00.000Z',
      },
      {
        id: 8,
        firstName: 'Omar',
        lastName: 'Packer',
        email: 'omar@example.com',
        role: 'fulfilment',
        status: 'active',
        lastSignInAt: null,
      },
    ],
    invitations: [
      {
        email: 'huda@example.com',
        role: 'accountant',
        invitedAt: '2026-11-28T08:00:00.000Z',
        expiresAt: '2099-12-05T08:00:00.000Z',
        existingAccount: false,
      },
    ],
  },
})

describe('the back office by role', () => {
  it('takes fulfilment from the dashboard to the orders to ship, with only that page, returns and sell-backs (it records what arrives) in the menu', async () => {
    fakeFetch({
      [ME]: { body: signedInAs('fulfilment') },
      [API_BASE + OWNER_PATHS.orders]: {
        body: OwnerOrdersResponseSchema.parse({ success: true, data: [], meta: { count: 0 } }),
      },
    })
    const { router } = renderApp('/admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/shipping'), { timeout: 5000 })
    const nav = screen.getAllByRole('navigation', { name: 'Back office' })[0]!
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
      // Who packs parcels also unpacks the returned ones (their receipt); deciding a return is the manager's.
    ).toEqual(['To ship', 'Returns', 'Sell back'])
  })

  it('tells a role a page is not for it instead of showing calls it would be refused', async () => {
    const fetchMock = fakeFetch({ [ME]: { body: signedInAs('accountant') } })
    renderApp('/admin/staff')
    expect(
      await screen.findByRole('heading', { name: 'Not for your role' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Your role \(Accountant\) does not open this page/)).toBeInTheDocument()
    expect(requestsTo(fetchMock, STAFF_PATHS.list)).toEqual([])
  })
})

describe('the staff page', () => {
  it('lists members and invitations, invites with a role and clears the form, and disables a member', async () => {
    const fetchMock = fakeFetch({
      [ME]: { body: signedInAs('owner') },
      [API_BASE + STAFF_PATHS.list]: { body: staffAnswer },
      [API_BASE + STAFF_PATHS.invite]: {
        status: 201,
        body: {
          success: true,
          data: {
            email: 'new@example.com',
            role: 'compliance',
            invitedAt: '2026-11-28T09:00:00.000Z',
            expiresAt: '2026-12-05T09:00:00.000Z',
            existingAccount: false,
          },
        },
      },
      [API_BASE + apiPath(STAFF_PATHS.update, { id: 8 })]: {
        body: { success: true, data: { ...staffAnswer.data.members[1], status: 'disabled' } },
      },
    })
    const user = userEvent.setup()
    renderApp('/admin/staff')
    expect(
      await screen.findByRole('heading', { name: 'Staff', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(await screen.findByText('omar@example.com')).toBeInTheDocument()
    expect(screen.getByText('huda@example.com')).toBeInTheDocument()
    // Nobody disables their own account: the owner's own row has no button.
    expect(screen.queryByRole('button', { name: 'Disable Mariam Owner' })).not.toBeInTheDocument()

    const email = screen.getByLabelText('Email')
    await user.type(email, 'new@example.com')
    await user.selectOptions(screen.getByLabelText('Role'), 'compliance')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(requestsTo(fetchMock, STAFF_PATHS.invite, 'POST').map((r) => r.body)).toEqual([
        { email: 'new@example.com', role: 'compliance' },
      ]),
    )
    await waitFor(() => expect(email).toHaveValue(''))

    await user.click(screen.getByRole('button', { name: 'Disable Omar Packer' }))
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/owner/staff/8', 'PATCH').map((r) => r.body)).toEqual([
        { disabled: true },
      ]),
    )
  })

  it('shows where a member is signed in when asked, and ends one of those sessions', async () => {
    const sessionId = '0b6f3b7e-2f5c-4a59-9d36-5d2f1c7a8e01'
    const sessions = (list: object[]) => ({ body: { success: true, data: list } })
    const phoneSession = {
      id: sessionId,
      device: 'Safari on iPhone',
      place: '94.200.13.x',
      createdAt: '2026-11-27T08:00:00.000Z',
      lastSeenAt: '2026-11-28T06:30:00.000Z',
      current: false,
    }
    const fetchMock = fakeFetch({
      [ME]: { body: signedInAs('owner') },
      [API_BASE + STAFF_PATHS.list]: { body: staffAnswer },
      [API_BASE + apiPath(SESSION_PATHS.staffList, { userId: 8 })]: sessions([phoneSession]),
      [API_BASE + apiPath(SESSION_PATHS.staffEnd, { userId: 8, sessionId })]: {
        body: { success: true, data: null },
      },
    })
    const user = userEvent.setup()
    renderApp('/admin/staff')
    const show = await screen.findByRole('button', { name: 'Where signed in' }, { timeout: 5000 })
    // Read only when the owner asks.
    expect(requestsTo(fetchMock, '/owner/staff/8/sessions')).toEqual([])
    await user.click(show)
    const list = await screen.findByRole('list', { name: 'Where Omar Packer is signed in' })
    expect(within(list).getByText('Safari on iPhone')).toBeInTheDocument()
    expect(within(list).getByText(/From 94\.200\.13\.x/)).toBeInTheDocument()

    await user.click(
      within(list).getByRole('button', { name: 'End the session of Omar Packer on Safari on iPhone' }),
    )
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/owner/staff/8/sessions/${sessionId}`, 'DELETE')).toHaveLength(1),
    )
    expect(await screen.findByText('Omar Packer is signed out on Safari on iPhone.')).toBeInTheDocument()
  })
})

describe('the invitation page', () => {
  it('sends the token with the chosen name and password, then opens the back office', async () => {
    const fetchMock = fakeFetch({
      [API_BASE + STAFF_PATHS.acceptInvitation]: {
        body: { ...signedInAs('fulfilment'), accessToken: 'token' },
      },
    })
    const user = userEvent.setup()
    const { router } = renderApp('/accept-invitation?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG')
    await user.type(await screen.findByLabelText('First name', {}, { timeout: 5000 }), 'Omar')
    await user.type(screen.getByLabelText('Last name'), 'Packer')
    await user.type(screen.getByLabelText('Password'), 'packing boxes daily')
    await user.type(screen.getByLabelText('Confirm password'), 'packing boxes dai')
    await user.click(screen.getByRole('button', { name: 'Accept and sign in' }))
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, STAFF_PATHS.acceptInvitation)).toEqual([])
    await user.type(screen.getByLabelText('Confirm password'), 'ly')
    await user.click(screen.getByRole('button', { name: 'Accept and sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(requestsTo(fetchMock, STAFF_PATHS.acceptInvitation).map((r) => r.body)).toEqual([
      {
        token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
        firstName: 'Omar',
        lastName: 'Packer',
        password: 'packing boxes daily',
      },
    ])
  })
})
