import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render, screen, within } from '@testing-library/react'
import type { I18n } from '@shop/contract/i18n'
import { getI18n, I18nProvider, setI18n } from '../../lib/i18n'
import { createMemoryRouter, RouterProvider } from '../../lib/router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FiguresSummary } from '../../components/ui/figures-summary'
import { CART_STORAGE_KEY } from '../../features/cart/cart-storage'
import { createQueryClient } from '../../lib/query-client'
import { fakeFetch } from '../../test/fake-fetch'
import { AppProviders } from '../providers'
import { routes } from '../router'

// An Arabic page: the same layout, its texts in Arabic, amounts and counts in Western digits.
let english: I18n
let arabic: I18n
beforeAll(async () => {
  english = getI18n()
  arabic = await createI18nWithAllTexts('ar')
  // Code outside components (formats, cart labels) reads the page's one instance, as main.tsx sets it.
  setI18n(arabic)
})
afterAll(() => setI18n(english))

function renderArabic(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return render(
    <I18nProvider i18n={arabic}>
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nProvider>,
  )
}

describe('the layout in Arabic', () => {
  it('names its navigation in Arabic and offers the English page', async () => {
    fakeFetch()
    renderArabic('/about')
    const nav = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' })
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'من نحن' })).toHaveAttribute('aria-current', 'page')
    const header = screen.getByRole('banner')
    const switchLink = within(header).getByRole('link', { name: 'اقرأ هذه الصفحة بالإنجليزية' })
    expect(switchLink).toHaveTextContent('English')
    expect(switchLink).toHaveAttribute('hreflang', 'en')
    expect(await screen.findByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument()
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Aurum & Byte. جميع الحقوق محفوظة.`,
    )
    const mobile = screen.getByRole('navigation', { name: 'قائمة الجوال' })
    for (const name of ['الرئيسية', 'الفئات', 'المنتجات', 'السلة', 'حسابي']) {
      expect(within(mobile).getByRole('link', { name })).toBeInTheDocument()
    }
  })

  it('counts the cart in Arabic, with the digits as they are', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: '1', quantity: 12 }]))
    fakeFetch()
    renderArabic('/')
    const header = await screen.findByRole('banner')
    expect(within(header).getByRole('link', { name: 'السلة، 12 منتجًا' })).toHaveTextContent('12')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'ذهب وفضة بجودة استثمارية، وأحدث الهواتف الذكية، والدفع بالبيتكوين.',
    )
  })

  it('titles the page in Arabic', async () => {
    fakeFetch()
    renderArabic('/faqs')
    expect(await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeInTheDocument()
    // The title follows the heading (an effect after it renders).
    await vi.waitFor(() => expect(document.title).toBe('الأسئلة الشائعة · Aurum & Byte'))
  })
})

describe('an order summary in Arabic', () => {
  it('labels each row in Arabic and keeps the amounts in Western digits', () => {
    render(
      <I18nProvider i18n={arabic}>
        <FiguresSummary
          figures={{
            subtotalFils: 123_450,
            vatFils: 0,
            shippingFils: 0,
            serviceChargeFils: 6_173,
            totalFils: 129_623,
          }}
        />
      </I18nProvider>,
    )
    const row = (key: string) => document.querySelector(`[data-figure="${key}"]`)
    expect(row('subtotal')).toHaveTextContent('المجموع الفرعي (قبل الضريبة)1,234.50 د.إ')
    expect(row('shipping')).toHaveTextContent('الشحنمجانًا')
    expect(row('serviceCharge')).toHaveTextContent('رسوم الخدمة (5%)61.73 د.إ')
    expect(row('total')).toHaveTextContent('الإجمالي1,296.23 د.إ')
  })
})
