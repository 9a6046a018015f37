import { API_BASE, METAL_PRICE_PATHS, MetalPriceHistoryResponseSchema } from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { I18n } from '@shop/contract/i18n'
import { getI18n, I18nProvider, setI18n } from '../../lib/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { fakeFetch } from '../../test/fake-fetch'
import { MetalPriceChart } from './components/metal-price-chart'
import { MetalPriceTicker } from './components/metal-price-ticker'

// The header's ticker and the home page's chart on an Arabic page: Arabic words, the same figures.

let english: I18n
let arabic: I18n

beforeAll(async () => {
  english = getI18n()
  arabic = await createI18nWithAllTexts('ar')
  setI18n(arabic)
})

afterAll(() => setI18n(english))

function renderArabic(ui: React.ReactNode) {
  return render(
    <I18nProvider i18n={arabic}>
      <QueryClientProvider client={createQueryClient({ retry: false })}>{ui}</QueryClientProvider>
    </I18nProvider>,
  )
}

describe('metal prices in Arabic', () => {
  it('names gold and silver in Arabic in the ticker, and keeps the prices', async () => {
    fakeFetch()
    renderArabic(<MetalPriceTicker />)

    const gold = await screen.findByText(/312\.45/)
    expect(gold.closest('p')).toHaveTextContent(/ذهب عيار 24.*312\.45.*فضة.*3\.85.*آخر تحديث/)
  })

  it('titles the chart in Arabic and says the change over the period', async () => {
    const history = MetalPriceHistoryResponseSchema.parse({
      success: true,
      data: {
        metal: 'gold',
        range: '24h',
        points: [310, 312.45].map((price_per_gram, i) => ({
          at: new Date(Date.UTC(2025, 5, 1, 8, i * 15)).toISOString(),
          price_per_gram,
        })),
      },
    })
    fakeFetch({ [API_BASE + METAL_PRICE_PATHS.history]: { body: history } })
    renderArabic(<MetalPriceChart />)

    expect(screen.getByRole('heading', { name: 'أسعار الذهب والفضة' })).toBeInTheDocument()
    const chart = await screen.findByRole('img', { name: /^سعر غرام الذهب خلال آخر 24 ساعة/ })
    expect(chart.getAttribute('aria-label')).toContain('310.00')
    expect(screen.getByText('خلال آخر 24 ساعة')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'فضة' })).toBeInTheDocument()
  })
})
