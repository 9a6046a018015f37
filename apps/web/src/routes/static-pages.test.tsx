import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../test/fake-fetch'
import { shippedPageAnswer } from '../test/page-fixtures'
import { renderApp } from '../test/render-app'

describe('FAQs page', () => {
  it('lists 22 questions and keeps one answer open at a time, by keyboard too', async () => {
    const user = userEvent.setup()
    fakeFetch(shippedPageAnswer('faq'))
    renderApp('/faqs')

    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })
    await screen.findByRole('button', { name: 'Which payment methods do you accept?' })
    const questions = screen.getAllByRole('button', { expanded: false })
    expect(questions.filter((q) => q.closest('h2'))).toHaveLength(22)

    const payment = screen.getByRole('button', { name: 'Which payment methods do you accept?' })
    const shipping = screen.getByRole('button', { name: 'Do you ship internationally?' })
    await user.click(payment)
    expect(payment).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/We accept cryptocurrency only/)).toBeVisible()

    shipping.focus()
    await user.keyboard('{Enter}')
    expect(shipping).toHaveAttribute('aria-expanded', 'true')
    expect(payment).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/there is no international shipping/)).toBeVisible()
  })
})

describe('terms page', () => {
  it('has the sections and claims of docs/product.md#for-shoppers', async () => {
    fakeFetch(shippedPageAnswer('terms'))
    renderApp('/terms')

    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })
    await screen.findByRole('heading', { level: 2, name: /General Terms/ })
    for (const section of [
      'General Terms',
      'Payments',
      'Shipping',
      'Returns and Refunds',
      'Privacy',
      'Contact',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeInTheDocument()
    }
    expect(screen.getByText(/must be over 18 years of age/)).toBeInTheDocument()
    expect(screen.getByText(/All cryptocurrency payments are final/)).toBeInTheDocument()
    expect(
      screen.getByText(/defective or damaged goods reported within 14 days of delivery/),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/refunds are paid in cryptocurrency at the exchange rate current/),
    ).toBeInTheDocument()
  })
})
