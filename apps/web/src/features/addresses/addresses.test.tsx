import { ADDRESS_PATHS, API_BASE, MESSAGES, USER_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { addressesAnswer, homeAddress, officeAddress } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { serverErrorAnswer, signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { requestsTo } from '../../test/requests'

const ME = API_BASE + USER_PATHS.session
const ADDRESSES = API_BASE + '/address/get-all-addresses/7'

function bodyOf(fetchMock: ReturnType<typeof fakeFetch>, pathEnd: string, method: string) {
  return requestsTo(fetchMock, pathEnd, method)[0]?.body
}

describe('address book', () => {
  it('shows the empty state and the Add New Address tile', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [ADDRESSES]: { body: addressesAnswer([]) } })
    renderApp('/profile')

    expect(await screen.findByText(MESSAGES.noAddresses, undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeInTheDocument()
  })

  it('marks an address as primary by sending it with isDefault true', async () => {
    const fetchMock = fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ADDRESSES]: { body: addressesAnswer() },
      [API_BASE + '/address/update-addresses/12']: {
        body: { success: true, data: { ...officeAddress, isDefault: true } },
      },
    })
    renderApp('/profile')
    const office = within(
      await screen.findByRole('article', { name: 'Address: Apt 301, Building Bay Square 5' }),
    )
    const home = within(screen.getByRole('article', { name: 'Address: Apt 1204, Building Marina Heights' }))
    expect(home.getByRole('checkbox', { name: 'Primary' })).toBeChecked()
    await userEvent.setup().click(office.getByRole('checkbox', { name: 'Primary' }))

    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, '/address/update-addresses/12', 'PUT')).toEqual({
        apartmentNumber: '301',
        buildingNumber: 'Bay Square 5',
        additionalAddress: '',
        location: officeAddress.location,
        emirate: 'dubai',
        area: 'Business Bay',
        makani: '',
        phoneNumber: officeAddress.phoneNumber,
        whatsappNumber: officeAddress.whatsappNumber,
        isDefault: true,
        userId: 7,
      }),
    )
  })

  it('says so when marking the primary address fails', async () => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ADDRESSES]: { body: addressesAnswer() },
      [API_BASE + '/address/update-addresses/12']: { status: 500, body: serverErrorAnswer },
    })
    renderApp('/profile')
    const office = within(
      await screen.findByRole('article', { name: 'Address: Apt 301, Building Bay Square 5' }),
    )
    await userEvent.setup().click(office.getByRole('checkbox', { name: 'Primary' }))

    // A server failure is not the shopper's to read: the toast says what did not happen.
    expect(await screen.findByText('Failed to update the primary address.')).toBeInTheDocument()
  })

  it('deletes an address only after asking, and reports a failure', async () => {
    const deleteAnswer = {
      status: 500,
      body: { success: false, message: 'Database unavailable', code: 'INTERNAL' } as unknown,
    }
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ADDRESSES]: { body: addressesAnswer() },
      [API_BASE + '/address/delete-addresses/11']: deleteAnswer,
    })
    renderApp('/profile')
    const user = userEvent.setup()
    const home = within(
      await screen.findByRole('article', { name: 'Address: Apt 1204, Building Marina Heights' }),
    )
    await user.click(home.getByRole('button', { name: 'Delete address' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete address?' }))
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete the address.')).toBeInTheDocument()

    deleteAnswer.status = 200
    deleteAnswer.body = { success: true, data: { id: 11 } }
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Address deleted.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('address form', () => {
  async function openAddForm() {
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [ADDRESSES]: { body: addressesAnswer([]) } })
    renderApp('/profile')
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Add New Address' }, { timeout: 5000 }))
    return within(await screen.findByRole('dialog', { name: 'Add New Address' }))
  }

  it('checks every field on save with the spec messages, and editing a field clears its error', async () => {
    const dialog = await openAddForm()
    const user = userEvent.setup()
    await user.type(dialog.getByLabelText('Phone Number'), '12ab')
    await user.type(dialog.getByLabelText('WhatsApp Number'), '050')
    await user.click(dialog.getByRole('button', { name: 'Save Address' }))

    // No apartment is fine (a villa has none): the field only says so; the building is required.
    expect(await dialog.findByLabelText('Building Number')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.required),
    )
    expect(dialog.getByLabelText('Apartment Number')).toHaveAccessibleDescription(
      'Leave it empty for a villa or a house.',
    )
    expect(dialog.getByLabelText('Location')).toHaveAccessibleDescription(MESSAGES.required)
    expect(dialog.getByLabelText('Emirate')).toHaveAccessibleDescription(MESSAGES.selectEmirate)
    expect(dialog.getByLabelText('Area or District')).toHaveAccessibleDescription(MESSAGES.required)
    // The phone field keeps its hint (how to write a number) after the error.
    expect(dialog.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.invalidPhone),
    )
    expect(dialog.getByLabelText('WhatsApp Number')).toHaveAccessibleDescription(MESSAGES.invalidWhatsapp)
    expect(dialog.getByLabelText('Additional Address (optional)')).not.toHaveAccessibleDescription()

    await user.type(dialog.getByLabelText('Building Number'), 'Villa 12')
    expect(dialog.getByLabelText('Building Number')).toHaveAccessibleDescription('Or the villa number.')
    expect(dialog.getByLabelText('Location')).toHaveAccessibleDescription(MESSAGES.required)
  })

  it('adds an address for the signed-in user', async () => {
    const fetchMock = fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ADDRESSES]: { body: addressesAnswer([]) },
      [API_BASE + ADDRESS_PATHS.add]: { status: 201, body: { success: true, data: homeAddress } },
    })
    renderApp('/profile')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }, { timeout: 5000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Address' }))
    await user.type(dialog.getByLabelText('Apartment Number'), '1204')
    await user.type(dialog.getByLabelText('Building Number'), 'Marina Heights')
    await user.type(dialog.getByLabelText('Location'), 'Dubai Marina')
    await user.selectOptions(dialog.getByLabelText('Emirate'), 'Dubai')
    await user.type(dialog.getByLabelText('Area or District'), 'Dubai Marina')
    await user.type(dialog.getByLabelText('Phone Number'), '050 123 4567')
    await user.type(dialog.getByLabelText('WhatsApp Number'), '+44 20 7946 0958')
    await user.click(dialog.getByRole('button', { name: 'Save Address' }))

    expect(await screen.findByText('Address added.')).toBeInTheDocument()
    expect(bodyOf(fetchMock, ADDRESS_PATHS.add, 'POST')).toEqual({
      apartmentNumber: '1204',
      buildingNumber: 'Marina Heights',
      additionalAddress: '',
      location: 'Dubai Marina',
      emirate: 'dubai',
      area: 'Dubai Marina',
      makani: null,
      // However the shopper typed them, numbers go out as E.164.
      phoneNumber: '+971501234567',
      whatsappNumber: '+442079460958',
      isDefault: false,
      userId: 7,
    })
  })
})

describe('addresses saved before the UAE rules', () => {
  it('are shown with a note, never preselected, and the Primary box opens the form to complete them', async () => {
    const old = { ...officeAddress, emirate: null, area: '', phoneNumber: 'call me', needsUpdate: true }
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [ADDRESSES]: { body: addressesAnswer([homeAddress, old]) },
    })
    renderApp('/profile')
    const card = within(
      await screen.findByRole('article', { name: 'Address: Apt 301, Building Bay Square 5' }),
    )
    expect(card.getByText('Needs an update.')).toBeInTheDocument()
    expect(card.getByText('call me')).toBeInTheDocument()
    await userEvent.setup().click(card.getByRole('checkbox', { name: 'Primary' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Address' }))
    expect(dialog.getByLabelText('Emirate')).toHaveValue('')
  })
})
