import { describe, expect, it } from 'vitest'
import { priceOrder } from '../pricing.js'
import { CreateOrderBodySchema } from './create-order.js'
import {
  CancelOrderParamsSchema,
  chosenOptionIds,
  CreateOrderConflictSchema,
  CreateOrderPriceChangedSchema,
  CreateOrderResponseSchema,
  GetOrdersByUserQuerySchema,
  GetOrdersByUserResponseSchema,
  OrderQuoteSchema,
  toOrderQuote,
  toOrderQuotePayload,
} from './order.js'

// The payload of docs/product.md as the original storefront sends it, plus optionIds.
const specPayload = {
  userId: 5,
  totalPrice: 7633.5,
  status: 'Pending',
  apartment: '1203',
  building: 'Marina Tower',
  location: 'Dubai Marina',
  phone: '+971 50 123 4567',
  whatsapp: '+971 50 123 4567',
  shippingCost: 25,
  totalVat: 345,
  serviceCharge: 345,
  items: [
    {
      productId: 7,
      productName: 'Phone X',
      type: null,
      variationId: '7-12',
      weight: null,
      unit: null,
      color: 'Black',
      storage: '256 GB',
      price: 3400,
      vat: 170,
      quantity: 2,
      totalPrice: 6825,
      optionIds: [12],
    },
  ],
}

const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('create-order body', () => {
  it("accepts the spec's payload", () => {
    const body = CreateOrderBodySchema.parse(specPayload)
    expect(body.items[0]).toMatchObject({ productId: 7, quantity: 2, optionIds: [12] })
    expect(body.paymentMethod).toBe('BTC')
  })

  it('defaults optionIds to none for clients that do not send them', () => {
    const { optionIds: _, ...item } = specPayload.items[0] ?? { optionIds: [] }
    expect(CreateOrderBodySchema.parse({ ...specPayload, items: [item] }).items[0]?.optionIds).toEqual([])
  })

  it('takes an address-book address instead of the inline fields', () => {
    const body = CreateOrderBodySchema.parse({
      userId: 5,
      addressId: '9',
      totalPrice: 10,
      items: specPayload.items,
    })
    expect(body.addressId).toBe(9)
  })

  it('asks for a shipping address when there is none', () => {
    const result = CreateOrderBodySchema.safeParse({ userId: 5, totalPrice: 10, items: specPayload.items })
    expect(fieldMessages(result)).toEqual({ addressId: 'Please select a shipping address.' })
  })

  it('requires every inline field once one is given', () => {
    const result = CreateOrderBodySchema.safeParse({
      userId: 5,
      totalPrice: 10,
      items: specPayload.items,
      apartment: '1',
      phone: '0501234567',
    })
    expect(fieldMessages(result)).toEqual({
      building: 'Required',
      location: 'Required',
      whatsapp: 'Required',
    })
  })

  it('checks phone formats', () => {
    expect(fieldMessages(CreateOrderBodySchema.safeParse({ ...specPayload, whatsapp: 'x' }))).toEqual({
      whatsapp: 'Invalid WhatsApp number format.',
    })
  })

  it('refuses an empty cart, a bad quantity and a status other than Pending', () => {
    expect(fieldMessages(CreateOrderBodySchema.safeParse({ ...specPayload, items: [] }))).toEqual({
      items: 'No items in cart.',
    })
    const zeroQuantity = { ...specPayload, items: [{ ...specPayload.items[0], quantity: 0 }] }
    expect(fieldMessages(CreateOrderBodySchema.safeParse(zeroQuantity))).toEqual({
      'items.0.quantity': 'Invalid quantity.',
    })
    expect(CreateOrderBodySchema.safeParse({ ...specPayload, status: 'Confirmed' }).success).toBe(false)
  })

  it('answers with data.orderPayment.orderUniqueId', () => {
    const answer = CreateOrderResponseSchema.parse({
      success: true,
      data: {
        id: 1,
        orderId: 'ORD7K2M9Q4X',
        status: 'Pending',
        createdAt: '2025-01-01T10:00:00.000Z',
        totalPrice: 7633.5,
        currency: 'AED',
        orderPayment: {
          orderUniqueId: 'ORD7K2M9Q4X',
          paymentAddress: 'bc1qexample',
          amountExpected: 0.02078572,
          expiresAt: '2025-01-01T11:00:00.000Z',
        },
      },
    })
    expect(answer.data.orderPayment.orderUniqueId).toBe('ORD7K2M9Q4X')
  })
})

describe('409 quote', () => {
  it('converts priceOrder into AED wire figures', () => {
    const price = priceOrder([
      {
        product: {
          finalPriceFils: 345_000,
          basePriceFils: null,
          vatPercent: 5,
          shippingCostFils: 2_500,
          variants: [],
        },
        optionIds: [],
        quantity: 2,
      },
    ])
    const quote = toOrderQuote(price, [{ productId: 7, productName: 'Phone X' }])
    expect(quote).toEqual({
      lines: [
        {
          productId: 7,
          productName: 'Phone X',
          quantity: 2,
          unitPrice: 3450,
          subtotal: 6900,
          vat: 345,
          shippingCharge: 25,
          totalPrice: 7270,
        },
      ],
      subtotal: 6900,
      totalVat: 345,
      shippingCharge: 25,
      serviceCharge: 345,
      serviceChargePercent: 5,
      totalPrice: 7615,
      currency: 'AED',
    })
    expect(OrderQuoteSchema.parse(quote)).toEqual(quote)
    const conflict = {
      success: false,
      message: 'Prices have changed.',
      code: 'PRICE_CHANGED',
      details: { code: 'PRICE_CHANGED', quote },
    }
    expect(CreateOrderConflictSchema.parse(conflict).details.code).toBe('PRICE_CHANGED')
    expect(() => toOrderQuote(price, [])).toThrow(RangeError)

    // the same figures in the payload's own field names, for the 409's `data`.
    const payload = toOrderQuotePayload(price, [{ productId: 7, productName: 'Phone X', optionIds: [3] }])
    expect(payload).toEqual({
      subtotal: 6900,
      totalVat: 345,
      serviceCharge: 345,
      shippingCost: 25,
      totalPrice: 7615,
      currency: 'AED',
      items: [
        {
          productId: 7,
          productName: 'Phone X',
          optionIds: [3],
          quantity: 2,
          price: 3450,
          vat: 345,
          shippingCost: 25,
          totalPrice: 7270,
        },
      ],
    })
    expect(CreateOrderPriceChangedSchema.parse({ ...conflict, data: payload }).data).toEqual(payload)
    expect(() => toOrderQuotePayload(price, [])).toThrow(RangeError)
  })
})

describe('orders list', () => {
  it('defaults to 10 a page', () => {
    expect(GetOrdersByUserQuerySchema.parse({})).toEqual({ page: 1, limit: 10 })
    expect(GetOrdersByUserQuerySchema.parse({ limit: '5' })).toEqual({ page: 1, limit: 5 })
  })

  it('parses an order with the spec fields', () => {
    const order = {
      id: 1,
      orderId: 'ORD7K2M9Q4X',
      createdAt: '2025-01-01T10:00:00.000Z',
      status: 'Insufficient',
      phone: '0501234567',
      whatsapp: '0501234567',
      serviceCharge: 345,
      totalVat: 345,
      shippingCharge: 25,
      totalPrice: 7615,
      currency: 'AED',
      apartment: '1203',
      building: 'Marina Tower',
      additionalAddress: '',
      emirate: 'dubai',
      area: 'Dubai Marina',
      makani: null,
      location: 'Dubai Marina',
      orderPayment: {
        paymentAddress: 'bc1qexample',
        receiveAddress: 'bc1qexample',
        amountExpected: 0.0207,
        amountReceived: 0.01,
        outstandingAmount: 0.0107,
      },
      orderItems: [
        {
          id: 1,
          productId: 7,
          productName: 'Phone X',
          productImage: { url: '/uploads/p.webp' },
          weight: null,
          unit: null,
          color: 'Black',
          storage: '256 GB',
          quantity: 2,
          totalPrice: 7270,
          unitPrice: 3450,
          subtotal: 6900,
          vat: 345,
          shipping: 25,
        },
      ],
      subtotal: 6900,
    }
    const page = GetOrdersByUserResponseSchema.parse({ success: true, data: [order], meta: { count: 1 } })
    expect(page.data[0]).toEqual(order)
    const badStatus = { ...order, status: 'Paid' }
    expect(
      GetOrdersByUserResponseSchema.safeParse({ success: true, data: [badStatus], meta: { count: 1 } })
        .success,
    ).toBe(false)
  })

  it('cancels by the unique order id', () => {
    expect(CancelOrderParamsSchema.parse({ orderId: 'ORD7K2M9Q4X' })).toEqual({ orderId: 'ORD7K2M9Q4X' })
    expect(CancelOrderParamsSchema.safeParse({ orderId: '../x' }).success).toBe(false)
  })
})

describe('chosenOptionIds', () => {
  it('keeps optionIds when the line has them', () => {
    expect(chosenOptionIds({ optionIds: [7, 3], variationId: '1-2' })).toEqual([7, 3])
  })

  it("reads a spec client's variationId: the variant key, attribute parts and all, or one id", () => {
    expect(chosenOptionIds({ optionIds: [], variationId: '12-15-a3' })).toEqual([12, 15])
    expect(chosenOptionIds({ optionIds: [], variationId: 42 })).toEqual([42])
    expect(chosenOptionIds({ optionIds: [], variationId: null })).toEqual([])
    expect(chosenOptionIds({ optionIds: [], variationId: 'blue-0-1e3' })).toEqual([])
  })
})
