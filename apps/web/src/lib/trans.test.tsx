import { createI18n, createI18nWithAllTexts, EN_TEXT_LOADERS } from '@shop/contract/i18n'
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { I18nProvider, useTranslation } from './i18n'
import { Trans } from './trans'

describe('a text with parts shown by components', () => {
  it('puts each named part inside its component, the rest as text', () => {
    const { container } = render(
      <p>
        <Trans
          i18nKey="home:hero.title"
          components={{ gold: <span className="gold" />, silver: <span className="silver" /> }}
        />
      </p>,
    )
    expect(container.querySelector('p')?.textContent).toBe(
      'Investment-grade gold and silver, the latest smartphones, paid in Bitcoin.',
    )
    expect(container.querySelector('.gold')?.textContent).toBe('gold')
    expect(container.querySelector('.silver')?.textContent).toBe('silver')
  })

  it('fills values and the plural form before placing numbered parts, in the order the language writes them', async () => {
    const arabic = await createI18nWithAllTexts('ar')
    const owe = (count: number) => (
      <Trans
        t={arabic.t}
        i18nKey="owner:dashboard.owe"
        count={count}
        values={{ btc: '0.5 BTC' }}
        components={[<strong key="count" data-testid="count" />, <strong key="btc" data-testid="btc" />]}
      />
    )
    const { rerender } = render(<p>{owe(2)}</p>)
    expect(screen.getByTestId('count').textContent).toBe('2')
    expect(screen.getByTestId('btc').textContent).toBe('\u20680.5 BTC\u2069')
    expect(screen.getByText(/طلبان يدينان/)).toBeInTheDocument()

    rerender(<p>{owe(0)}</p>)
    expect(screen.queryByTestId('count')).toBeNull()
    expect(screen.getByText(/لا طلبات/)).toBeInTheDocument()
  })

  it('keeps a tag no component shows as the text it is (a product named with angle brackets)', () => {
    render(
      <p data-testid="line">
        <Trans i18nKey="home:hero.title" components={{ gold: <b /> }} />
      </p>,
    )
    expect(screen.getByTestId('line').textContent).toContain('<silver>silver</silver>')
  })
})

describe('the texts a component reads', () => {
  it('waits for a namespace that has not loaded, then shows its text', async () => {
    const i18n = await createI18n('en', { loaders: { en: EN_TEXT_LOADERS } })
    function CartTitle() {
      const { t } = useTranslation(['cart'])
      return <h1>{t('cart:title')}</h1>
    }
    // Awaited, so React sees the texts arrive (the browser has no act scope to wait for).
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>Loading</p>}>
            <CartTitle />
          </Suspense>
        </I18nProvider>,
      )
    })
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument()
    expect(screen.queryByText('Loading')).toBeNull()
  })
})
