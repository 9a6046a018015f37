import { describe, expect, it } from 'vitest'
import { ContactBodySchema } from './contact.js'
import { AdvanceClockBodySchema, MineBodySchema, SimulatePaymentBodySchema } from './dev.js'
import { GetPaymentResponseSchema, TxidSchema } from './payment.js'

const txid = 'a'.repeat(64)

describe('payment details', () => {
  it('parses the payment page answer', () => {
    const data = {
      orderUniqueId: 'ORD7K2M9Q4X',
      status: 'Insufficient',
      createdAt: '2025-01-01T10:00:00.000Z',
      insufficientAt: '2025-01-01T10:20:00.000Z',
      expiresAt: '2025-01-01T12:20:00.000Z',
      serverTime: '2025-01-01T10:21:00.000Z',
      amountExpected: 0.0207,
      amountReceived: 0.01,
      outstandingAmount: 0.0107,
      paymentAddress: 'bc1qexample',
      paymentUri: 'bitcoin:bc1qexample?amount=0.0107',
      totalPrice: 7615,
      currency: 'AED',
      confirmationsRequired: 1,
      confirmations: 0,
      payments: [
        {
          txid,
          vout: 0,
          amount: 0.01,
          confirmations: 0,
          status: 'unconfirmed',
          seenAt: '2025-01-01T10:20:00.000Z',
        },
      ],
      subtotal: 6900,
      totalVat: 345,
      shippingCharge: 25,
      serviceCharge: 345,
      orderItems: [
        {
          id: 1,
          productId: 7,
          productName: 'Phone X',
          productImage: null,
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
    }
    expect(GetPaymentResponseSchema.parse({ success: true, data }).data).toEqual(data)
    expect(
      GetPaymentResponseSchema.safeParse({ success: true, data: { ...data, expiresAt: 'soon' } }).success,
    ).toBe(false)
  })

  it('normalises transaction ids', () => {
    expect(TxidSchema.parse(` ${'A'.repeat(64)} `)).toBe(txid)
    expect(TxidSchema.safeParse('abc').success).toBe(false)
  })
})

describe('contact body (docs/product.md#rules-the-shop-keeps)', () => {
  it('gives one message per missing field', () => {
    const result = ContactBodySchema.safeParse({ name: '', email: ' ', subject: '', message: '' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ])
  })

  it('limits the message to 500 characters', () => {
    const body = { name: 'A', email: 'a@b.ae', subject: 'Hi', message: 'x'.repeat(500) }
    expect(ContactBodySchema.safeParse(body).success).toBe(true)
    expect(ContactBodySchema.safeParse({ ...body, message: 'x'.repeat(501) }).success).toBe(false)
  })
})

describe('dev bodies', () => {
  it('default confirmations to 0 and blocks to 1', () => {
    expect(SimulatePaymentBodySchema.parse({ orderUniqueId: 'ORD1', amountBtc: 0.001 })).toEqual({
      orderUniqueId: 'ORD1',
      amountBtc: 0.001,
      confirmations: 0,
    })
    expect(MineBodySchema.parse({})).toEqual({ blocks: 1 })
  })

  it('refuse a zero payment, sub-satoshi amounts and a backwards clock', () => {
    expect(SimulatePaymentBodySchema.safeParse({ orderUniqueId: 'ORD1', amountBtc: 0 }).success).toBe(false)
    expect(SimulatePaymentBodySchema.safeParse({ orderUniqueId: 'ORD1', amountBtc: 1e-9 }).success).toBe(
      false,
    )
    expect(AdvanceClockBodySchema.safeParse({ seconds: -1 }).success).toBe(false)
    expect(AdvanceClockBodySchema.parse({ seconds: 3600 })).toEqual({ seconds: 3600 })
  })
})
