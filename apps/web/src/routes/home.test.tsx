import { API_BASE, API_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch, gate } from '../test/fake-fetch'
import { categoriesAnswer, serverErrorAnswer } from '../test/fixtures'
import { renderApp } from '../test/render-app'

const CATEGORIES_PATH = API_BASE + API_PATHS.category.getAll

describe('home page', () => {
  it('shows three skeleton cards, then a card per category', async () => {
    const answer = gate()
    fakeFetch({ [CATEGORIES_PATH]: { body: categoriesAnswer, until: answer.promise } })
    renderApp('/')

    const loading = await screen.findByRole('status', { name: 'Loading categories' })
    expect(within(loading).getAllByTestId('category-skeleton')).toHaveLength(3)

    answer.open()
    const gold = await screen.findByRole('link', { name: 'View All Gold' })
    expect(gold).toHaveAttribute('href', '/category/Gold')
    expect(screen.getByRole('heading', { name: 'Silver' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View All Smartphones' })).toHaveAttribute(
      'href',
      '/category/Smartphones',
    )
    expect(screen.queryByRole('status', { name: 'Loading categories' })).not.toBeInTheDocument()
  })

  it('says so when the categories cannot be loaded', async () => {
    fakeFetch({ [CATEGORIES_PATH]: { status: 500, body: serverErrorAnswer } })
    renderApp('/')

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products or categories')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('leads from the hero to the featured products and explains how buying works', async () => {
    fakeFetch()
    renderApp('/')

    expect(await screen.findByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/#featured-products',
    )
    expect(screen.getByRole('heading', { name: 'Featured Products' }).closest('section')).toHaveAttribute(
      'id',
      'featured-products',
    )
    const steps = within(
      screen.getByRole('heading', { name: 'How It Works' }).closest('section') as HTMLElement,
    )
    expect(steps.getAllByRole('listitem')).toHaveLength(3)
  })
})
