import { API_BASE, USER_PATHS } from '@shop/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { writeCartLines, CART_STORAGE_KEY } from '../../features/cart/cart-storage'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { renderAppInArabic } from '../../test/render-app-in-arabic'
import { getI18n } from '../../lib/i18n'

describe('layout', () => {
  it('shows the main navigation, with the current page marked', async () => {
    fakeFetch()
    renderApp('/category')

    const nav = await screen.findByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/'],
      ['Categories', '/category'],
      ['Products', '/products'],
      ['About', '/about'],
      ['FAQs', '/faqs'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('has a header, main content, footer and the mobile bar', async () => {
    fakeFetch()
    renderApp('/')

    expect(await screen.findByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    // The footer comes in its own chunk (decision 240): the first test to show it waits for it to load.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`)
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    for (const name of ['Home', 'Categories', 'Products', 'Cart', 'Profile']) {
      expect(within(mobile).getByRole('link', { name })).toBeInTheDocument()
    }
  })

  it('shows no cart badge while the cart is empty', async () => {
    fakeFetch()
    renderApp('/')

    const header = await screen.findByRole('banner')
    const cart = within(header).getByRole('link', { name: 'Cart' })
    expect(cart).toHaveAttribute('href', '/cart')
    expect(cart.textContent).toBe('')
  })

  it('counts the items of a stored cart and follows changes made in this tab', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: '1', quantity: 2 },
        { id: '2', quantity: 1 },
      ]),
    )
    fakeFetch()
    renderApp('/')

    const header = await screen.findByRole('banner')
    expect(within(header).getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3')

    act(() => writeCartLines([{ id: '1', quantity: 1 }]))
    expect(await within(header).findByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('1')

    act(() => writeCartLines([]))
    expect(await within(header).findByRole('link', { name: 'Cart' })).toHaveTextContent(/^$/)
  })

  it('follows a cart changed in another tab', async () => {
    fakeFetch()
    renderApp('/')
    const header = await screen.findByRole('banner')

    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: '9', quantity: 4 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
    })
    // The store subscribes in an effect that may run after the event; it re-reads storage when it does.
    expect(await within(header).findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument()
  })

  it('sends visitors to sign in and signed-in shoppers to their profile', async () => {
    fakeFetch()
    const visitor = renderApp('/')
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    visitor.unmount()

    fakeFetch({ [API_BASE + USER_PATHS.session]: { body: signedInUserAnswer } })
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile')
  })
})

describe("the server's link-preview tags", () => {
  it('keeps them on the page they describe and drops them once the shopper moves on', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://shop.example/category/Gold" data-page-meta />' +
        '<meta property="og:title" content="Gold" data-page-meta />',
    )
    fakeFetch()
    renderApp('/category/Gold')
    const header = await screen.findByRole('banner')
    expect(document.head.querySelectorAll('[data-page-meta]')).toHaveLength(2)

    await act(async () => within(header).getByRole('link', { name: 'FAQs' }).click())
    await waitFor(() => expect(document.head.querySelectorAll('[data-page-meta]')).toHaveLength(0))
  })

  it('keeps the hreflang links and points them at the page the shopper moves to', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="alternate" hreflang="en" href="https://shop.example/category/Gold" data-hreflang />' +
        '<link rel="alternate" hreflang="ar" href="https://shop.example/ar/category/Gold" data-hreflang />' +
        '<link rel="alternate" hreflang="x-default" href="https://shop.example/category/Gold" data-hreflang />',
    )
    fakeFetch()
    renderApp('/category/Gold')
    const header = await screen.findByRole('banner')
    await act(async () => within(header).getByRole('link', { name: 'FAQs' }).click())
    await waitFor(() =>
      expect(
        [...document.head.querySelectorAll<HTMLLinkElement>('link[data-hreflang]')].map(
          (link) => `${link.hreflang} ${link.href}`,
        ),
      ).toEqual([
        'en https://shop.example/faqs',
        'ar https://shop.example/ar/faqs',
        'x-default https://shop.example/faqs',
      ]),
    )
    for (const link of document.head.querySelectorAll('link[data-hreflang]')) link.remove()
  })

  it('loads the texts a failed call is worded in once the page is idle, so an error later reads in Arabic', async () => {
    fakeFetch()
    await renderAppInArabic('/about', { texts: 'as-a-browser-starts' })

    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
    await waitFor(() => expect(getI18n().hasLoadedNamespace('errors')).toBe(true))
    expect(getI18n().hasLoadedNamespace('messages')).toBe(true)
  })
})
