import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../test/fake-fetch'
import { renderApp } from '../test/render-app'

describe('not-found page', () => {
  it('says the page is missing and leads home', async () => {
    fakeFetch()
    renderApp('/no/such/page')

    expect(await screen.findByRole('heading', { name: 'Hey Buddy' })).toBeInTheDocument()
    expect(screen.getByText('Error 404')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    // Still inside the shared layout.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it('is what an unknown path under a known one shows too', async () => {
    fakeFetch()
    renderApp('/category/Gold/product/GB-1/extra')

    expect(await screen.findByRole('heading', { name: 'Hey Buddy' })).toBeInTheDocument()
  })
})
