import { API_BASE, GEO_PATHS, MAP_DEFAULT_CENTER, MESSAGES, USER_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addressesAnswer } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { requestsTo } from '../../test/requests'

const ME = API_BASE + USER_PATHS.session
const GEO = API_BASE + GEO_PATHS.reverse

async function openPicker() {
  const fetchMock = fakeFetch({
    [ME]: { body: signedInUserAnswer },
    [API_BASE + '/address/get-all-addresses/7']: { body: addressesAnswer([]) },
    [GEO]: { body: { success: true, data: { location: 'Downtown Dubai, Dubai', lat: 25.2, lng: 55.27 } } },
  })
  renderApp('/profile')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Add New Address' }, { timeout: 5000 }))
  const form = within(await screen.findByRole('dialog', { name: 'Add New Address' }))
  await user.click(form.getByRole('button', { name: 'Choose on Map' }))
  const picker = within(await screen.findByRole('dialog', { name: 'Select Location' }, { timeout: 5000 }))
  return { fetchMock, user, form, picker }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('location picker', () => {
  it('asks for a pin before confirming', async () => {
    const { user, picker } = await openPicker()
    await user.click(picker.getByRole('button', { name: 'Confirm Location' }))
    expect(picker.getByRole('alert')).toHaveTextContent(MESSAGES.selectLocationFirst)
  })

  it('says so when the browser has no geolocation', async () => {
    // The browser's navigator without geolocation: an empty one would also break the map library when this
    // test is the first to load it (it reads navigator.userAgent as it loads).
    const real = navigator
    const withoutGeolocation = new Proxy(real, {
      has: (target, key) => key !== 'geolocation' && Reflect.has(target, key),
      get: (target, key) => {
        const value: unknown = Reflect.get(target, key, target)
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value
      },
    })
    vi.stubGlobal('navigator', withoutGeolocation)
    const { user, picker } = await openPicker()
    await user.click(picker.getByRole('button', { name: 'Locate Me' }))
    expect(picker.getByRole('alert')).toHaveTextContent(MESSAGES.geolocationUnsupported)
  })

  it('says so when the device cannot tell its position', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    )
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
    const { user, picker } = await openPicker()
    await user.click(picker.getByRole('button', { name: 'Locate Me' }))
    expect(picker.getByRole('alert')).toHaveTextContent(MESSAGES.locationUnavailable)
  })

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('drops the pin at the centre of the focused map on %s and looks up its address', async (_, keys) => {
    const { fetchMock, user, form, picker } = await openPicker()
    const map = picker.getByRole('application', { name: 'Map' })
    expect(map).toHaveAccessibleDescription(
      'Click the map to drop the pin there, or press Enter to drop it at the centre. Arrow keys move the map; plus and minus zoom.',
    )
    map.focus()
    await user.keyboard(keys)

    expect(await picker.findByText('Downtown Dubai, Dubai')).toBeInTheDocument()
    const [lookup] = requestsTo(fetchMock, GEO_PATHS.reverse)
    // Leaflet may recompute the centre from its pixel origin (when the map measures itself in the dialog): a
    // fraction of a pixel, a few metres, is the same place to the buyer.
    const asked = new URL(lookup!.url, 'http://localhost').searchParams
    expect(Number(asked.get('lat'))).toBeCloseTo(MAP_DEFAULT_CENTER.lat, 3)
    expect(Number(asked.get('lng'))).toBeCloseTo(MAP_DEFAULT_CENTER.lng, 3)
    await user.click(picker.getByRole('button', { name: 'Confirm Location' }))
    expect(form.getByLabelText('Location')).toHaveValue('Downtown Dubai, Dubai')
  })

  it('leaves Enter on the zoom buttons to zoom, without dropping a pin', async () => {
    const { fetchMock, user, picker } = await openPicker()
    picker.getByRole('button', { name: 'Zoom in' }).focus()
    await user.keyboard('{Enter}')
    expect(picker.getByText('No location selected yet.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, GEO_PATHS.reverse)).toHaveLength(0)
  })

  it('drops a pin at the device position, looks up its address and fills the form', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 25.1972, longitude: 55.2744 } } as GeolocationPosition),
    )
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
    const { fetchMock, user, form, picker } = await openPicker()
    await user.click(picker.getByRole('button', { name: 'Locate Me' }))

    expect(await picker.findByText('Downtown Dubai, Dubai')).toBeInTheDocument()
    const [lookup] = requestsTo(fetchMock, GEO_PATHS.reverse)
    expect(new URL(lookup!.url, 'http://localhost').search).toBe('?lat=25.1972&lng=55.2744')
    await user.click(picker.getByRole('button', { name: 'Confirm Location' }))

    expect(screen.queryByRole('dialog', { name: 'Select Location' })).not.toBeInTheDocument()
    expect(form.getByLabelText('Location')).toHaveValue('Downtown Dubai, Dubai')
  })
})
