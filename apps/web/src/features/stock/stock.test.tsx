import {
  AdjustStockResponseSchema,
  API_BASE,
  LowStockResponseSchema,
  STOCK_MESSAGES,
  STOCK_PATHS,
  StockLedgerResponseSchema,
  type StockProduct,
  USER_PATHS,
} from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer, signedInUserAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'

const ME = API_BASE + USER_PATHS.session
const LOW = API_BASE + STOCK_PATHS.lowStock
const LEDGER = API_BASE + '/product/stock-ledger/7'
const ADJUST = API_BASE + '/product/adjust-stock/7'

const bar: StockProduct = {
  id: 7,
  name: 'Gold Bar 10 g',
  sku: 'GOLD-BAR-10G',
  stock: 3,
  lowStockThreshold: 5,
  lowStockAlertedAt: '2026-11-22T09:00:00.000Z',
}

const lowAnswer = LowStockResponseSchema.parse({ success: true, data: [bar], meta: { count: 1 } })
const ledgerAnswer = StockLedgerResponseSchema.parse({
  success: true,
  data: {
    product: bar,
    entries: [
      {
        id: 12,
        at: '2026-11-22T09:00:00.000Z',
        delta: -1,
        reason: 'order',
        note: '',
        orderId: 'ORD-ABCDEF1234',
        actor: { id: 4, name: 'Sara Buyer', email: 'sara@example.com' },
        stockAfter: 3,
      },
      {
        id: 3,
        at: '2026-11-20T08:00:00.000Z',
        delta: 4,
        reason: 'initial',
        note: '',
        orderId: null,
        actor: null,
        stockAfter: 4,
      },
    ],
  },
  meta: { count: 2 },
})

function stockPage(extra: Parameters<typeof fakeFetch>[0] = {}) {
  const fetchMock = fakeFetch({
    [ME]: { body: ownerSessionAnswer },
    [LOW]: { body: lowAnswer },
    [LEDGER]: { body: ledgerAnswer },
    ...extra,
  })
  renderApp('/admin/stock?product=7')
  return fetchMock
}

async function form() {
  return within(await screen.findByRole('form', { name: 'Adjust stock' }, { timeout: 5000 }))
}

describe('the stock page', () => {
  it('is refused to a shopper', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer } })
    renderApp('/admin/stock')
    expect(await screen.findByRole('heading', { name: 'Owners only' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('lists low stock and shows the chosen product with its ledger', async () => {
    stockPage()
    const low = within(await screen.findByRole('region', { name: /Low stock/ }, { timeout: 5000 }))
    expect(await low.findByText('3 left')).toBeInTheDocument()
    expect(low.getByRole('link', { name: /Gold Bar 10 g/ })).toHaveAttribute('href', '/admin/stock?product=7')
    const ledger = within(await screen.findByRole('list', { name: 'Stock ledger' }))
    expect(ledger.getByText(/order ORD-ABCDEF1234/)).toBeInTheDocument()
    expect(ledger.getByText(/Sara Buyer \(sara@example.com\)/)).toBeInTheDocument()
    expect(ledger.getByText('Starting stock')).toBeInTheDocument()
  })
})

describe('the adjust form', () => {
  it('refuses an empty change, a change of 0, and "other" without a note, sending nothing', async () => {
    const fetchMock = stockPage()
    const user = userEvent.setup()
    const adjust = await form()
    await user.click(adjust.getByRole('button', { name: 'Adjust stock' }))
    expect(await adjust.findByText(STOCK_MESSAGES.deltaRequired)).toBeInTheDocument()

    await user.type(adjust.getByRole('spinbutton', { name: 'Change in units' }), '0')
    await user.click(adjust.getByRole('button', { name: 'Adjust stock' }))
    expect(await adjust.findByText(STOCK_MESSAGES.deltaZero)).toBeInTheDocument()

    await user.clear(adjust.getByRole('spinbutton', { name: 'Change in units' }))
    await user.type(adjust.getByRole('spinbutton', { name: 'Change in units' }), '2')
    await user.selectOptions(adjust.getByRole('combobox', { name: 'Reason' }), 'other')
    await user.click(adjust.getByRole('button', { name: 'Adjust stock' }))
    expect(await adjust.findByText(STOCK_MESSAGES.noteRequiredForOther)).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/product/adjust-stock/7')).toHaveLength(0)
  })

  it('refuses taking out more than is in stock before sending', async () => {
    const fetchMock = stockPage()
    const user = userEvent.setup()
    const adjust = await form()
    await user.type(adjust.getByRole('spinbutton', { name: 'Change in units' }), '-4')
    expect(adjust.getByText('Now 3 in stock: that is more than there is.')).toBeInTheDocument()
    await user.click(adjust.getByRole('button', { name: 'Adjust stock' }))
    expect(await adjust.findByText(STOCK_MESSAGES.belowZero(3, -4))).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/product/adjust-stock/7')).toHaveLength(0)
  })

  it('sends the change with its reason and note, says the new stock and clears the form', async () => {
    const fetchMock = stockPage({
      [ADJUST]: { body: AdjustStockResponseSchema.parse({ success: true, data: { stock: 13 } }) },
    })
    const user = userEvent.setup()
    const adjust = await form()
    await user.type(adjust.getByRole('spinbutton', { name: 'Change in units' }), '10')
    expect(adjust.getByText('Now 3 in stock; 13 after this change.')).toBeInTheDocument()
    await user.selectOptions(adjust.getByRole('combobox', { name: 'Reason' }), 'count')
    await user.type(adjust.getByRole('textbox', { name: 'Note' }), 'Delivery 42')
    await user.click(adjust.getByRole('button', { name: 'Adjust stock' }))
    expect(await screen.findByText('Gold Bar 10 g: stock is now 13.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/product/adjust-stock/7', 'POST')[0]?.body).toEqual({
      delta: 10,
      reason: 'count',
      note: 'Delivery 42',
    })
    // A second press must not repeat the change: the amount and note are empty again, the reason kept.
    expect(adjust.getByRole('spinbutton', { name: 'Change in units' })).toHaveValue(null)
    expect(adjust.getByRole('textbox', { name: 'Note' })).toHaveValue('')
    expect(adjust.getByRole('combobox', { name: 'Reason' })).toHaveValue('count')
    await user.click(adjust.getByRole('button', { name: 'Adjust stock' }))
    expect(await adjust.findByText(STOCK_MESSAGES.deltaRequired)).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/product/adjust-stock/7', 'POST')).toHaveLength(1)
  })

  it("shows the server's refusal when orders took the stock first", async () => {
    stockPage({
      [ADJUST]: {
        status: 409,
        body: {
          success: false,
          message: STOCK_MESSAGES.belowZero(1, -3),
          code: 'CONFLICT',
          details: { stock: 1 },
        },
      },
    })
    const user = userEvent.setup()
    const adjust = await form()
    await user.type(adjust.getByRole('spinbutton', { name: 'Change in units' }), '-3')
    await user.selectOptions(adjust.getByRole('combobox', { name: 'Reason' }), 'damaged')
    await user.click(adjust.getByRole('button', { name: 'Adjust stock' }))
    expect(await adjust.findByRole('alert')).toHaveTextContent(STOCK_MESSAGES.belowZero(1, -3))
  })
})
