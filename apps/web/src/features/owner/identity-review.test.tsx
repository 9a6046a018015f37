import { API_BASE, type OwnerIdentityCheck } from '@shop/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from '../../lib/router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { fakeFetch } from '../../test/fake-fetch'
import { IdentityReviewPanel } from './components/identity-review'

// docs/architecture.md#identity-checks-for-large-orders: the owner's panel on a held order's page.

const ORDER = 'ORD-HELD'
const held: OwnerIdentityCheck = {
  orderId: ORDER,
  status: 'Awaiting verification',
  createdAt: '2026-11-24T10:00:00.000Z',
  reviewDeadline: '2026-11-27T10:00:00.000Z',
  stockHeldUntil: '2026-11-27T10:00:00.000Z',
  totalPrice: 61110,
  buyer: { id: 7, name: 'Layla Haddad', email: 'layla@example.com' },
  verified: null,
  documents: [
    {
      id: 11,
      kind: 'emiratesId',
      side: 'front',
      contentType: 'image/png',
      sizeBytes: 10,
      uploadedAt: '2026-11-24T10:05:00.000Z',
    },
    {
      id: 12,
      kind: 'emiratesId',
      side: 'back',
      contentType: 'application/pdf',
      sizeBytes: 10,
      uploadedAt: '2026-11-24T10:05:00.000Z',
    },
  ],
}

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider
        router={createMemoryRouter([
          { path: '*', Component: () => <IdentityReviewPanel orderUniqueId={ORDER} /> },
        ])}
      />
    </QueryClientProvider>,
  )
}

describe("the owner's identity panel", () => {
  it('links each document for download and asks a reason before rejecting', async () => {
    const fetchMock = fakeFetch({
      [`${API_BASE}/owner/identity-check/${ORDER}`]: { body: { success: true, data: held } },
      [`${API_BASE}/owner/reject-identity/${ORDER}`]: {
        body: { success: true, data: { orderId: ORDER, status: 'Cancelled' } },
      },
    })
    renderPanel()
    const links = await screen.findAllByRole('link', { name: 'Download' })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${API_BASE}/owner/identity-document/11`,
      `${API_BASE}/owner/identity-document/12`,
    ])
    expect(screen.getByText('This account’s identity has not been verified.')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    await user.click(screen.getByRole('button', { name: 'Reject and cancel the order' }))
    expect(screen.getByText('Say why the documents are refused.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Reason (sent to the buyer)'), 'The photo is unreadable.')
    await user.click(screen.getByRole('button', { name: 'Reject and cancel the order' }))
    expect(
      await screen.findByText('Documents rejected: the order is cancelled and its stock released.'),
    ).toBeInTheDocument()
    // fetch is called with its RequestInit too, though the mock's type names only the URL.
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]
    const rejectCall = calls.find(([url]) => String(url).includes('/reject-identity/'))
    expect(JSON.parse(String(rejectCall?.[1]?.body))).toEqual({ reason: 'The photo is unreadable.' })
  })

  it('approves only with the name, document number and birth date the document shows, and sends them', async () => {
    const fetchMock = fakeFetch({
      [`${API_BASE}/owner/identity-check/${ORDER}`]: { body: { success: true, data: held } },
      [`${API_BASE}/owner/approve-identity/${ORDER}`]: {
        body: { success: true, data: { orderId: ORDER, status: 'Pending' } },
      },
    })
    renderPanel()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Approve identity' }))
    await user.click(screen.getByRole('button', { name: 'Approve and start the time to pay' }))
    expect(screen.getByText(/Fill in each field as the document shows it/)).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/approve-identity/'))).toBe(false)
    await user.type(screen.getByLabelText('Full name as on the document'), 'Layla Ahmed Haddad')
    await user.type(screen.getByLabelText('Document number'), '784-1990-1234567-1')
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-12')
    await user.click(screen.getByRole('button', { name: 'Approve and start the time to pay' }))
    expect(await screen.findByText('Identity approved: the order now waits for payment.')).toBeInTheDocument()
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]
    const approveCall = calls.find(([url]) => String(url).includes('/approve-identity/'))
    expect(JSON.parse(String(approveCall?.[1]?.body))).toEqual({
      name: 'Layla Ahmed Haddad',
      documentNumber: '784-1990-1234567-1',
      dateOfBirth: '1990-04-12',
    })
  })

  it('names the person an earlier approval was for', async () => {
    fakeFetch({
      [`${API_BASE}/owner/identity-check/${ORDER}`]: {
        body: {
          success: true,
          data: {
            ...held,
            verified: {
              at: '2026-11-20T10:00:00.000Z',
              kind: 'passport',
              byUserId: 1,
              name: 'Layla Ahmed Haddad',
            },
          },
        },
      },
    })
    renderPanel()
    expect(await screen.findByText(/with a Passport in the name of Layla Ahmed Haddad\./)).toBeInTheDocument()
  })
})
