import { API_BASE, EMAIL_PATHS, MESSAGES } from '@shop/contract'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch, gate } from '../test/fake-fetch'
import { serverErrorAnswer } from '../test/fixtures'
import { renderApp } from '../test/render-app'

const CONTACT_PATH = API_BASE + EMAIL_PATHS.contact

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name/), 'Layla Haddad')
  await user.type(screen.getByLabelText(/^Email/), 'layla@example.com')
  await user.type(screen.getByLabelText(/^Subject/), 'Bulk order')
  await user.type(screen.getByLabelText(/^Message/), 'Ten 1 oz bars, please.')
}

describe('contact page', () => {
  it('says which fields are required, tied to each field, and clears an error as its field is edited', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch()
    renderApp('/contact')

    await user.click(await screen.findByRole('button', { name: 'Send Message' }))

    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const field = screen.getByLabelText(new RegExp(`^${label}`))
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
    }
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(CONTACT_PATH))).toBe(false)

    await user.type(screen.getByLabelText(/^Name/), 'L')
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
  })

  it('refuses a name carrying a phone number or a link, before sending anything', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch()
    renderApp('/contact')
    await fillIn(user)
    const name = screen.getByLabelText(/^Name/)
    await user.clear(name)
    await user.type(name, 'Call +971501234567 or evil.example/x')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByLabelText(/^Name/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.invalidName),
    )
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(CONTACT_PATH))).toBe(false)
  })

  it('counts the message and ignores typing beyond 500 characters', async () => {
    fakeFetch()
    renderApp('/contact')

    const message = await screen.findByLabelText(/^Message/)
    expect(message).toHaveAccessibleDescription('0/500')
    const user = userEvent.setup()
    await user.type(message, 'Hello')
    expect(message).toHaveAccessibleDescription('5/500')

    fireEvent.change(message, { target: { value: 'x'.repeat(500) } })
    await user.type(message, 'more')
    expect(message).toHaveValue('x'.repeat(500))
    expect(message).toHaveAccessibleDescription('500/500')
  })

  it("sends the message, shows 'Sending...' meanwhile, then thanks and clears the form", async () => {
    const user = userEvent.setup()
    const answer = gate()
    const fetchMock = fakeFetch({
      [CONTACT_PATH]: { body: { success: true, data: null }, until: answer.promise },
    })
    renderApp('/contact')

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
      url.endsWith(CONTACT_PATH),
    )
    expect(JSON.parse(String(call?.[1].body))).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      subject: 'Bulk order',
      message: 'Ten 1 oz bars, please.',
    })

    answer.open()
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('says so when the message cannot be sent, keeping what was typed', async () => {
    const user = userEvent.setup()
    fakeFetch({ [CONTACT_PATH]: { status: 500, body: serverErrorAnswer } })
    renderApp('/contact')

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Bulk order')
  })
})
