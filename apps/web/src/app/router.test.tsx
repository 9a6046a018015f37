import { MESSAGES } from '@shop/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../test/fake-fetch'
import { renderApp } from '../test/render-app'
import { renderAppInArabic } from '../test/render-app-in-arabic'

vi.mock('../routes/about', () => ({
  Component: () => {
    throw new Error('About page broke')
  },
}))

describe('router', () => {
  it('shows the error screen inside the layout when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeFetch()
    renderApp('/about')

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.renderError)
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it('says so in Arabic on an Arabic page, with only the texts a page starts with', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeFetch()
    await renderAppInArabic('/about', { texts: 'as-a-browser-starts' })

    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ ما. يُرجى المحاولة لاحقًا.')
    expect(screen.getByRole('alert')).not.toHaveTextContent(MESSAGES.renderError)
  })

  it.each([
    ['/products', 'All Products'],
    ['/faqs', 'Frequently Asked Questions'],
    ['/category/Gold', 'Gold'],
    ['/maintenance', "We'll be back soon"],
  ])('opens %s', async (path, heading) => {
    fakeFetch()
    renderApp(path)

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })
})
