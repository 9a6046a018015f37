import {
  API_BASE,
  apiPath,
  PRICE_ALERT_PATHS,
  PRODUCT_PATHS,
  PriceAlertSchema,
  USER_PATHS,
  type PriceAlert,
} from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { addressesAnswer } from '../../test/account-fixtures'
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { goldBar, productAnswer } from '../../test/product-fixtures'
import { renderApp } from '../../test/render-app'
import { renderAppInArabic } from '../../test/render-app-in-arabic'
import { requestsTo } from '../../test/requests'

// Price alerts in the storefront (docs/decisions/258): the product page's control, the profile's tab and the
// page a mail's "stop" link opens. HTTP is faked at fetch with bodies the contract's schemas accept.

const LIST = API_BASE + PRICE_ALERT_PATHS.list
const SKU = API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku: goldBar.sku })
const PRODUCT_URL = '/category/Gold/product/AU-1OZ'
const signedIn = {
  [API_BASE + USER_PATHS.session]: { body: signedInUserAnswer },
  [API_BASE + '/address/get-all-addresses/7']: { body: addressesAnswer([]) },
}

const fields = { currentAed: 14573.25, armed: true, lastFiredAt: null, createdAt: '2026-11-20T08:00:00.000Z' }
const productAlert = (id: number, targetAed: number): PriceAlert =>
  PriceAlertSchema.parse({
    id,
    kind: 'product',
    product: {
      id: goldBar.id,
      name: goldBar.product_name,
      nameAr: 'سبيكة ذهب أونصة',
      sku: goldBar.sku,
      categoryName: 'Gold',
    },
    targetAed,
    ...fields,
  })
const goldAlert = (id: number, targetAed: number, more: Partial<PriceAlert> = {}): PriceAlert =>
  PriceAlertSchema.parse({
    id,
    kind: 'metal',
    metal: 'gold',
    targetAed,
    ...fields,
    currentAed: 312.45,
    ...more,
  })
const listAnswer = (alerts: PriceAlert[]): FakeAnswer => ({ body: { success: true, data: alerts } })
const one = (alert: PriceAlert, status = 200): FakeAnswer => ({
  status,
  body: { success: true, data: alert },
})
const removed = (id: number): FakeAnswer => ({ body: { success: true, data: { id } } })
const refused = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { success: false, message, code },
})

describe('the product page’s price alert', () => {
  it('sends a visitor to sign in first, and back to the product after', async () => {
    fakeFetch({ [SKU]: { body: productAnswer(goldBar) } })
    renderApp(PRODUCT_URL)
    const link = await screen.findByRole('link', { name: 'Sign in to set a price alert' })
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(PRODUCT_URL)}`)
  })

  it('sets an alert below a price, shows it and removes it', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch({
      ...signedIn,
      [SKU]: { body: productAnswer(goldBar) },
      [`GET ${LIST}`]: listAnswer([]),
      [`POST ${LIST}`]: one(productAlert(31, 14000), 201),
      [API_BASE + apiPath(PRICE_ALERT_PATHS.remove, { alertId: 31 })]: removed(31),
    })
    renderApp(PRODUCT_URL)

    const field = await screen.findByLabelText('Mail me when the price is below (AED)')
    await user.type(field, '14,000')
    await user.click(screen.getByRole('button', { name: 'Set alert' }))
    expect(
      await screen.findByText('We will mail you when the price is below 14,000.00 AED.'),
    ).toBeInTheDocument()
    expect(requestsTo(fetchMock, PRICE_ALERT_PATHS.list, 'POST').map((r) => r.body)).toEqual([
      { kind: 'product', productId: goldBar.id, targetAed: 14000 },
    ])
    expect(field).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Remove the alert below 14,000.00 AED' }))
    expect(await screen.findByRole('button', { name: 'Set alert' })).toBeInTheDocument()
    await expect
      .poll(() => screen.queryByText('We will mail you when the price is below 14,000.00 AED.'))
      .toBeNull()
    expect(requestsTo(fetchMock, '/user/price-alerts/31', 'DELETE')).toHaveLength(1)
  })

  it('refuses a target the contract refuses before asking the API, and shows what the API refuses', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch({
      ...signedIn,
      [SKU]: { body: productAnswer(goldBar) },
      [`GET ${LIST}`]: listAnswer([]),
      [`POST ${LIST}`]: refused(
        409,
        'PRICE_ALERT_ALREADY_BELOW',
        'The price is already below this target. Choose a lower target, or buy now.',
      ),
    })
    renderApp(PRODUCT_URL)

    const field = await screen.findByLabelText('Mail me when the price is below (AED)')
    await user.type(field, '12.345')
    await user.click(screen.getByRole('button', { name: 'Set alert' }))
    expect(field).toHaveAccessibleDescription('Enter a price above 0 AED, with at most 2 decimals.')
    expect(requestsTo(fetchMock, PRICE_ALERT_PATHS.list, 'POST')).toHaveLength(0)

    await user.clear(field)
    await user.type(field, '20000')
    await user.click(screen.getByRole('button', { name: 'Set alert' }))
    const below = 'The price is already below this target. Choose a lower target, or buy now.'
    expect(await screen.findByText(below)).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(below)
  })
})

describe('the profile’s price alerts tab', { timeout: 20_000 }, () => {
  it('lists the alerts with their price now, deletes one, and sets a silver alert per gram', async () => {
    const user = userEvent.setup()
    const fired = goldAlert(12, 300, { armed: false, lastFiredAt: '2026-11-21T10:00:00.000Z' })
    const fetchMock = fakeFetch({
      ...signedIn,
      [`GET ${LIST}`]: listAnswer([fired, productAlert(13, 14000)]),
      [`POST ${LIST}`]: one(
        PriceAlertSchema.parse({
          id: 14,
          kind: 'metal',
          metal: 'silver',
          targetAed: 3.5,
          ...fields,
          currentAed: 3.85,
        }),
        201,
      ),
      [API_BASE + apiPath(PRICE_ALERT_PATHS.remove, { alertId: 12 })]: removed(12),
    })
    renderApp('/profile?tab=price-alerts')

    const list = await screen.findByRole('list', { name: 'Your price alerts' }, { timeout: 5000 })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Gold below 300.00 AED per gram')
    expect(items[0]).toHaveTextContent('Now 312.45 AED')
    expect(items[0]).toHaveTextContent(/Mailed .*: waits for the price to rise back to the target/)
    expect(within(items[1]!).getByRole('link', { name: 'Gold Bar 1 oz' })).toHaveAttribute(
      'href',
      PRODUCT_URL,
    )
    expect(items[1]).toHaveTextContent('Below 14,000.00 AED')
    expect(items[1]).toHaveTextContent('Waiting for the price to fall below the target')
    expect(screen.getByText('2 of 20 alerts')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete the alert: Gold below 300.00 AED per gram' }))
    await expect.poll(() => within(list).queryAllByRole('listitem').length).toBe(1)
    expect(requestsTo(fetchMock, '/user/price-alerts/12', 'DELETE')).toHaveLength(1)

    // The hint names the metal's price now, from the shop's metal prices.
    await user.selectOptions(screen.getByLabelText('Metal'), 'silver')
    const target = screen.getByLabelText('Mail me when the price per gram is below (AED)')
    expect(target).toHaveAccessibleDescription('Silver now: 3.85 AED per gram')
    await user.type(target, '3.5')
    await user.click(screen.getByRole('button', { name: 'Set alert' }))
    expect(await within(list).findByText('Silver below 3.50 AED per gram')).toBeInTheDocument()
    expect(requestsTo(fetchMock, PRICE_ALERT_PATHS.list, 'POST').map((r) => r.body)).toEqual([
      { kind: 'metal', metal: 'silver', targetAed: 3.5 },
    ])
  })

  it('offers no form once the account has the most alerts it may keep', async () => {
    fakeFetch({
      ...signedIn,
      [`GET ${LIST}`]: listAnswer(Array.from({ length: 20 }, (_, n) => goldAlert(100 + n, 200 + n))),
    })
    renderApp('/profile?tab=price-alerts')
    expect(
      await screen.findByText(
        'You have 20 alerts, the most an account keeps: delete one to add another.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Set alert' })).not.toBeInTheDocument()
  })

  it('speaks Arabic on an Arabic page', async () => {
    fakeFetch({ ...signedIn, [`GET ${LIST}`]: listAnswer([goldAlert(12, 300)]) })
    await renderAppInArabic('/profile?tab=price-alerts')
    expect(
      await screen.findByRole('link', { name: 'تنبيهات الأسعار' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'تنبيهات أسعارك' })
    expect(list).toHaveTextContent('الذهب أقل من')
  })
})

describe('the page of a mail’s stop link', () => {
  const UNSUBSCRIBE = API_BASE + PRICE_ALERT_PATHS.unsubscribe
  const token = 'a'.repeat(43)

  it('stops the alert without signing in, only once the person presses the button', async () => {
    const user = userEvent.setup()
    const fetchMock = fakeFetch({ [UNSUBSCRIBE]: one(goldAlert(12, 300)) })
    renderApp(`/price-alerts/unsubscribe?token=${token}`)

    const stop = await screen.findByRole('button', { name: 'Stop this alert' }, { timeout: 5000 })
    // Opening the link (a mail scanner does) changes nothing.
    expect(requestsTo(fetchMock, PRICE_ALERT_PATHS.unsubscribe)).toHaveLength(0)
    await user.click(stop)
    expect(
      await screen.findByText(
        'The alert is off: Gold below 300.00 AED per gram. We will not mail you about it again.',
      ),
    ).toBeInTheDocument()
    expect(requestsTo(fetchMock, PRICE_ALERT_PATHS.unsubscribe, 'POST').map((r) => r.body)).toEqual([
      { token },
    ])
    expect(screen.getByRole('link', { name: 'Manage your price alerts' })).toHaveAttribute(
      'href',
      '/profile?tab=price-alerts',
    )
  })

  it('says so when the link no longer works', async () => {
    const user = userEvent.setup()
    const message =
      'This link no longer works: the price alert may already be off. You can manage your alerts in your profile.'
    fakeFetch({ [UNSUBSCRIBE]: refused(404, 'PRICE_ALERT_LINK_INVALID', message) })
    renderApp(`/price-alerts/unsubscribe?token=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Stop this alert' }, { timeout: 5000 }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})
