import { API_BASE, SHOP_PATHS } from '@shop/contract'
import { render, screen, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { fakeFetch } from '../../test/fake-fetch'
import { shippedPageAnswer } from '../../test/page-fixtures'
import { companyInfoAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { SoldBy } from './components/sold-by'

// The company behind the shop, as configured on the API (SHOP_LEGAL_NAME ... SHOP_EMAIL), wherever a buyer
// looks for it: every page's footer, Contact, the Terms and the receipt.

describe('the company behind the shop', () => {
  it("is in every page's footer: legal name, licence, TRN, address, phone and email", async () => {
    fakeFetch()
    renderApp('/about')
    const footer = await screen.findByRole('contentinfo')
    const company = await within(footer).findByRole('group', { name: 'The company' })
    for (const fact of [
      'Gulf Bullion Trading L.L.C.',
      'Trade licence DED 765432 (Dubai)',
      'TRN 100123456700003',
      'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
    ]) {
      expect(company).toHaveTextContent(fact)
    }
    expect(within(company).getByRole('link', { name: '+971 4 222 3333' })).toHaveAttribute(
      'href',
      'tel:+97142223333',
    )
    expect(within(company).getByRole('link', { name: 'sales@gulfbullion.ae' })).toHaveAttribute(
      'href',
      'mailto:sales@gulfbullion.ae',
    )
  })

  it('leaves out a licence and TRN the owner has not configured yet', async () => {
    fakeFetch({
      [API_BASE + SHOP_PATHS.companyInfo]: {
        body: { ...companyInfoAnswer, data: { ...companyInfoAnswer.data, tradeLicence: null, trn: null } },
      },
    })
    renderApp('/about')
    const company = await within(await screen.findByRole('contentinfo')).findByRole('group', {
      name: 'The company',
    })
    expect(company).toHaveTextContent('Gulf Bullion Trading L.L.C.')
    expect(company).not.toHaveTextContent(/licence|TRN|null/)
  })

  it('gives phone, email and address beside the Contact form', async () => {
    fakeFetch()
    renderApp('/contact')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('link', { name: '+971 4 222 3333' })).toHaveAttribute(
      'href',
      'tel:+97142223333',
    )
    expect(within(main).getByRole('link', { name: 'sales@gulfbullion.ae' })).toHaveAttribute(
      'href',
      'mailto:sales@gulfbullion.ae',
    )
    expect(
      within(main).getByText('Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates'),
    ).toBeInTheDocument()
    expect(within(main).getByRole('region', { name: 'Contact form' })).toBeInTheDocument()
  })

  it('names the seller and its registration in the Terms, and says what the service charge is', async () => {
    fakeFetch(shippedPageAnswer('terms'))
    renderApp('/terms')
    const seller = (await screen.findByRole('heading', { level: 2, name: /The Seller/ })).closest('section')!
    await within(seller).findByText('Legal name')
    const rows: [string, string][] = [
      ['Legal name', 'Gulf Bullion Trading L.L.C.'],
      ['Trade licence', 'DED 765432 (Dubai)'],
      ['VAT registration (TRN)', '100123456700003'],
      ['Address', 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates'],
      ['Phone', '+971 4 222 3333'],
      ['Email', 'sales@gulfbullion.ae'],
    ]
    for (const [term, value] of rows) {
      expect(within(seller).getByText(term).nextElementSibling).toHaveTextContent(value)
    }
    const payments = screen.getByRole('heading', { level: 2, name: /Payments/ }).closest('section')!
    expect(payments).toHaveTextContent(/service charge of 5 % of its subtotal/)
    expect(payments).toHaveTextContent(/before VAT and shipping/)
  })

  it('answers "What is the 5 % service charge?" in the FAQ', async () => {
    fakeFetch(shippedPageAnswer('faq'))
    renderApp('/faqs')
    const question = await screen.findByRole('button', { name: 'What is the 5 % service charge?' })
    question.click()
    expect(await screen.findByText(/service charge of 5 % of its subtotal/)).toBeVisible()
  })

  it('signs a receipt "Sold by" the company with its TRN', async () => {
    fakeFetch()
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <SoldBy />
      </QueryClientProvider>,
    )
    const seller = await screen.findByRole('region', { name: 'Seller' })
    expect(seller).toHaveTextContent(
      'Sold by Gulf Bullion Trading L.L.C., TRN 100123456700003, trade licence DED 765432 (Dubai)',
    )
    expect(seller).toHaveTextContent('+971 4 222 3333')
  })
})
