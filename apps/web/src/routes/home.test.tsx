import {
  API_BASE,
  apiPath,
  CATEGORY_PATHS,
  PAGE_PATHS,
  PRODUCT_PATHS,
  PublicPageResponseSchema,
} from '@shop/contract'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, gate } from '../test/fake-fetch'
import { categoriesAnswer, serverErrorAnswer } from '../test/fixtures'
import { listItem, productsAnswer } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

const CATEGORIES_PATH = API_BASE + CATEGORY_PATHS.getAll
const PRODUCTS_PATH = API_BASE + PRODUCT_PATHS.getAll
const TESTIMONIALS_PATH = API_BASE + apiPath(PAGE_PATHS.get, { slug: 'testimonials' })

function featured() {
  return within(screen.getByRole('heading', { name: 'Featured Products' }).closest('section') as HTMLElement)
}

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
    fakeFetch({
      [CATEGORIES_PATH]: { status: 500, body: serverErrorAnswer },
      [PRODUCTS_PATH]: { body: productsAnswer([listItem(1)]) },
    })
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

  it('features the first 5 of up to 100 products, with a link to all of them', async () => {
    const answer = gate()
    const items = Array.from({ length: 12 }, (_, i) => listItem(i + 1))
    const fetchMock = fakeFetch({
      [PRODUCTS_PATH]: { body: productsAnswer(items, 40), until: answer.promise },
    })
    renderApp('/')

    const loading = await screen.findByRole('status', { name: 'Loading featured products' })
    expect(within(loading).getAllByTestId('product-skeleton')).toHaveLength(5)
    answer.open()

    expect(await featured().findByRole('link', { name: 'Product 1' })).toBeInTheDocument()
    expect(featured().getAllByRole('listitem')).toHaveLength(5)
    expect(featured().queryByRole('link', { name: 'Product 6' })).not.toBeInTheDocument()
    expect(featured().getByRole('link', { name: 'View More Products' })).toHaveAttribute('href', '/products')
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('get-all-products'))?.[0]),
    ).toContain('size=100')
  })

  it('says so when the featured products cannot be loaded', async () => {
    fakeFetch({ [PRODUCTS_PATH]: { status: 500, body: serverErrorAnswer } })
    renderApp('/')

    await screen.findByRole('heading', { name: 'Featured Products' })
    expect(await featured().findByRole('alert')).toHaveTextContent(
      'Failed to load products. Please try again later.',
    )
  })

  /** The owner's published testimonials page, as the API answers it: one section per testimonial. */
  function testimonialsAnswer(sections: { title: string; html: string }[]) {
    return {
      [TESTIMONIALS_PATH]: {
        body: PublicPageResponseSchema.parse({
          success: true,
          data: {
            slug: 'testimonials',
            language: 'en',
            publishedAt: '2026-11-01T00:00:00.000Z',
            html: sections.map((section) => `<h2>${section.title}</h2>\n${section.html}`).join('\n'),
            introHtml: '',
            sections: sections.map((section) => ({ ...section, titleHtml: section.title })),
          },
        }),
      },
    }
  }

  function scrollNearTheEnd() {
    let reportNear = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportNear = () => callback([{ isIntersecting: true }])
        }
        observe() {}
        disconnect() {}
      },
    )
    return () => act(() => reportNear())
  }

  it("loads the owner's testimonials once the shopper scrolls near them, as written, with no made-up rating", async () => {
    const reportNear = scrollNearTheEnd()
    fakeFetch({
      [PRODUCTS_PATH]: { body: productsAnswer([]) },
      ...testimonialsAnswer([{ title: 'Fatima A. · Dubai', html: '<p>My bar arrived sealed.</p>' }]),
    })
    renderApp('/')

    await screen.findByRole('heading', { name: 'Featured Products' })
    expect(screen.queryByRole('heading', { name: 'What Our Customers Say' })).not.toBeInTheDocument()
    reportNear()
    // The section's code and the owner's text load only now: on a busy machine that is more than a second.
    const heading = await screen.findByRole('heading', { name: 'What Our Customers Say' }, { timeout: 5000 })
    const section = heading.closest('section')
    expect(section).toHaveTextContent('My bar arrived sealed.')
    expect(section).toHaveTextContent('Fatima A. · Dubai')
    expect(within(section as HTMLElement).queryByRole('img', { name: /stars/ })).not.toBeInTheDocument()
  })

  it('shows no testimonials section, and keeps no room for one, while the owner has published none', async () => {
    const reportNear = scrollNearTheEnd()
    const fetchMock = fakeFetch({ [PRODUCTS_PATH]: { body: productsAnswer([]) }, ...testimonialsAnswer([]) })
    const { container } = renderApp('/')

    await screen.findByRole('heading', { name: 'Featured Products' })
    reportNear()
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/pages/testimonials'))).toBe(true),
    )
    await vi.waitFor(() =>
      expect(container.querySelector('[aria-labelledby="testimonials-heading"]')).toBeNull(),
    )
    expect(screen.queryByRole('heading', { name: 'What Our Customers Say' })).not.toBeInTheDocument()
  })
})
