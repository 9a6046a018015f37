import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../test/fake-fetch'
import { renderApp } from '../test/render-app'

describe('categories page', () => {
  it('shows a breadcrumb and every category', async () => {
    fakeFetch()
    renderApp('/category')

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(breadcrumb).getByText('Categories')).toHaveAttribute('aria-current', 'page')
    expect(await screen.findAllByRole('link', { name: /^View All/ })).toHaveLength(3)
    expect(document.title).toBe('Categories · Aurum & Byte')
  })
})
