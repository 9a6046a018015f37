import {
  API_BASE,
  DEFAULT_SHOP_SETTINGS,
  GetShopSettingsResponseSchema,
  OWNER_PATHS,
  USER_PATHS,
} from '@shop/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'

// docs/product.md#for-the-owner: /admin/settings shows every setting the owner controls with the value that
// applies, and a value out of its range is named beside its field and never sent.

const SETTINGS = `GET ${API_BASE}${OWNER_PATHS.settings}`
const stored = GetShopSettingsResponseSchema.parse({
  success: true,
  data: {
    settings: { ...DEFAULT_SHOP_SETTINGS, serviceChargePercent: 4.5, maxOpenOrders: 7 },
    version: 3,
    updatedAt: '2026-11-20T08:00:00.000Z',
  },
})

describe('the settings page', () => {
  it('shows each setting in its group with the value that applies', async () => {
    fakeFetch({ [API_BASE + USER_PATHS.session]: { body: ownerSessionAnswer }, [SETTINGS]: { body: stored } })
    renderApp('/admin/settings')
    const charge = await screen.findByLabelText('Service charge (% of the sub-total)', {}, { timeout: 5000 })
    expect(charge).toHaveValue('4.5')
    expect(screen.getByLabelText('Unpaid orders one account may hold')).toHaveValue('7')
    for (const group of ['Charges', 'Payment windows', 'Identity checks', 'Limits', 'Sell back']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument()
    }
    for (const label of [
      'Time to pay a new order (minutes)',
      'Time to pay the rest after a part payment (minutes)',
      'A verified identity stays valid for (days)',
      'The same for an account whose identity you verified (AED)',
      'Buy-back spread for gold (%)',
      'A sell-back quote holds its price for (minutes)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
  })

  it('names a value out of range beside its field and sends nothing', async () => {
    const fetchMock = fakeFetch({
      [API_BASE + USER_PATHS.session]: { body: ownerSessionAnswer },
      [SETTINGS]: { body: stored },
    })
    renderApp('/admin/settings')
    const charge = await screen.findByLabelText('Service charge (% of the sub-total)', {}, { timeout: 5000 })
    const user = userEvent.setup()
    await user.clear(charge)
    await user.type(charge, '75')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(charge).toHaveAccessibleDescription(/Check this value\. 0 to 50/))
    expect(charge).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo(fetchMock, OWNER_PATHS.settings, 'PUT')).toEqual([])
  })
})
