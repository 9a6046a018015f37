import { API_BASE, USER_PATHS } from '@shop/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { requestsTo } from '../../test/requests'

// The language switch stores a signed-in shopper's choice on the account (its mail is written in it) before
// the page changes language; a visitor's choice lives in the cookie only.

const SESSION = API_BASE + USER_PATHS.session
const UPDATE = API_BASE + USER_PATHS.updateLanguage

afterEach(() => vi.unstubAllGlobals())

function watchNavigation() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  return assign
}

describe('the language switch', () => {
  it('stores the signed-in shopper’s new language, then opens the page in it', async () => {
    const fetchMock = fakeFetch({
      [SESSION]: { body: signedInUserAnswer },
      [UPDATE]: { body: { success: true, data: { language: 'ar' } } },
    })
    renderApp('/contact')
    // The header's switch and the phone's tab are the same link; take the header's.
    const [link] = await screen.findAllByRole('link', { name: 'Read this page in Arabic' })
    // Wait for the session, so the switch knows the shopper is signed in.
    await vi.waitFor(() => expect(requestsTo(fetchMock, USER_PATHS.session)).not.toHaveLength(0))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const assign = watchNavigation()
    await userEvent.setup().click(link!)

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/contact'))
    expect(requestsTo(fetchMock, USER_PATHS.updateLanguage, 'PATCH').map((r) => r.body)).toEqual([
      { language: 'ar' },
    ])
    expect(document.cookie).toContain('lang=ar')
  })

  it('stores nothing for a visitor', async () => {
    const fetchMock = fakeFetch({ [SESSION]: { body: { success: true, data: null } } })
    renderApp('/contact')
    // The header's switch and the phone's tab are the same link; take the header's.
    const [link] = await screen.findAllByRole('link', { name: 'Read this page in Arabic' })
    expect(link).toHaveAttribute('href', '/ar/contact')
    link!.addEventListener('click', (event) => event.preventDefault())
    await userEvent.setup().click(link!)
    expect(requestsTo(fetchMock, USER_PATHS.updateLanguage)).toEqual([])
  })
})
