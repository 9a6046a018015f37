import { API_BASE, apiPath, PRODUCT_PATHS } from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render, screen, within } from '@testing-library/react'
import type { I18n } from '@shop/contract/i18n'
import { getI18n, I18nProvider, setI18n } from '../lib/i18n'
import { createMemoryRouter, RouterProvider } from '../lib/router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProviders } from '../app/providers'
import { routes } from '../app/router'
import { makeCartLine } from '../features/cart/cart-line'
import { writeCart } from '../features/cart/cart-store'
import { createQueryClient } from '../lib/query-client'
import { fakeFetch } from '../test/fake-fetch'
import {
  goldBar,
  listItem,
  phone,
  productAnswer,
  productsAnswer,
  validationAnswer,
  validationItem,
} from '../test/product-fixtures'

// The catalog, a product and the cart as an Arabic shopper sees them at /ar/…: Arabic texts, Arabic plurals,
// and amounts that keep their digits.

let english: I18n
let arabic: I18n

beforeAll(async () => {
  english = getI18n()
  arabic = await createI18nWithAllTexts('ar')
  // Code outside components (the cart's notices, the page's language) reads the one instance, as in main.tsx.
  setI18n(arabic)
})

afterAll(() => setI18n(english))

function renderArabic(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [`/ar${path}`], basename: '/ar' })
  return render(
    <I18nProvider i18n={arabic}>
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nProvider>,
  )
}

describe('the catalog in Arabic', () => {
  it('shows the products page with its Arabic heading, sort and a plural count', async () => {
    const items = Array.from({ length: 12 }, (_, i) => listItem(i + 1))
    fakeFetch({ [API_BASE + PRODUCT_PATHS.getAll]: { body: productsAnswer(items, 12) } })
    renderArabic('/products')

    expect(await screen.findByRole('heading', { level: 1, name: 'جميع المنتجات' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Product 12' })).toBeInTheDocument()
    // 12 takes the Arabic "many" form (منتجًا), with its digits.
    expect(screen.getByText(/منتجًا/).closest('p')).toHaveTextContent('12 منتجًا')
    expect(screen.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveDisplayValue('المميّزة')
    expect(screen.getByRole('searchbox', { name: 'ابحث في المنتجات' })).toBeInTheDocument()
    // The card's price keeps its figures.
    const card = screen.getByRole('link', { name: 'Product 12' }).closest('article')
    expect(card).toHaveTextContent(/ابتداءً من/)
    expect(card).toHaveTextContent(/\d{1,3}(,\d{3})*\.\d{2}/)
  })

  it('says two products in the dual form', async () => {
    fakeFetch({
      [API_BASE + PRODUCT_PATHS.getAll]: { body: productsAnswer([listItem(1), listItem(2)], 2) },
    })
    renderArabic('/products')

    expect(await screen.findByText('منتجان')).toBeInTheDocument()
  })

  it('shows a product page with Arabic labels and the price digits intact', async () => {
    fakeFetch({
      [API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku: phone.sku })]: { body: productAnswer(phone) },
    })
    renderArabic('/category/Smartphones/product/PH-NOVA-15')

    expect(await screen.findByRole('heading', { level: 1, name: 'Nova 15 Pro' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'اختر Storage:' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument()
    expect(screen.getByText('الإجمالي عند الدفع')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'الوصف' })).toBeInTheDocument()
    expect(screen.getByTestId('unit-price')).toHaveTextContent('3,990.00')
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('4,205.00')
    // The breadcrumb's links stay in Arabic, under /ar.
    const categories = screen.getAllByRole('link', { name: 'الفئات' })
    expect(categories.map((link) => link.getAttribute('href'))).toContain('/ar/category')
  })

  it('shows the cart with its Arabic summary and the total checkout will ask', async () => {
    writeCart([makeCartLine(goldBar, { variants: {}, attributes: { Weight: 8 } }, 1)])
    fakeFetch({
      [API_BASE + PRODUCT_PATHS.checkValidation]: { body: validationAnswer([validationItem(goldBar)]) },
    })
    renderArabic('/cart')

    expect(await screen.findByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeInTheDocument()
    const summary = within(screen.getByRole('region', { name: 'ملخص الطلب' }))
    expect(summary.getByText(/يشمل رسوم خدمة بنسبة 5%/)).toHaveTextContent('15,301.91')
    expect(summary.getByRole('link', { name: /المتابعة إلى الدفع/ })).toHaveAttribute('href', '/ar/checkout')
    const line = screen.getByRole('listitem', { name: 'Gold Bar 1 oz' })
    expect(within(line).getAllByText(/14,573\.25/)).toHaveLength(2)
  })

  it('shows the empty cart in Arabic', async () => {
    fakeFetch({})
    renderArabic('/cart')

    expect(await screen.findByRole('heading', { name: 'سلتك فارغة' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toHaveAttribute('href', '/ar/products')
  })
})
