import {
  AuthSessionResponseSchema,
  GetAllAddressesResponseSchema,
  GetOrdersByUserResponseSchema,
  GetPaymentResponseSchema,
  OrderSchema,
  type Order,
  type OrderStatus,
  type PaymentDetails,
} from '@shop/contract'
import { signedInUserAnswer } from './fixtures'

// Account, address, order and payment bodies, parsed with the contract's schemas like fixtures.ts.

export const sessionAnswer = AuthSessionResponseSchema.parse({
  success: true,
  data: signedInUserAnswer.data,
  accessToken: 'header.payload.signature',
})

export const okAnswer = { success: true, data: null }

export const homeAddress = {
  id: 11,
  userId: 7,
  apartmentNumber: '1204',
  buildingNumber: 'Marina Heights',
  additionalAddress: 'Near the metro',
  location: 'Dubai Marina, Dubai, United Arab Emirates',
  emirate: 'dubai' as const,
  area: 'Dubai Marina',
  makani: null,
  phoneNumber: '+971501234567',
  whatsappNumber: '+971501234567',
  isDefault: true,
  needsUpdate: false,
}
export const officeAddress = {
  ...homeAddress,
  id: 12,
  apartmentNumber: '301',
  buildingNumber: 'Bay Square 5',
  additionalAddress: '',
  location: 'Business Bay, Dubai, United Arab Emirates',
  area: 'Business Bay',
  isDefault: false,
}

export const addressesAnswer = (addresses: unknown[] = [homeAddress, officeAddress]) =>
  GetAllAddressesResponseSchema.parse({ success: true, data: addresses })

export function makeOrder(status: OrderStatus, overrides: Partial<Order> = {}): Order {
  return OrderSchema.parse({
    id: 100,
    orderId: `ORD-${status.toUpperCase()}`,
    createdAt: '2026-11-20T09:30:00.000Z',
    status,
    phone: '+971 50 123 4567',
    whatsapp: '+971 50 123 4567',
    serviceCharge: 12.5,
    totalVat: 0,
    shippingCharge: 12.5,
    totalPrice: 275,
    currency: 'AED',
    apartment: '1204',
    building: 'Marina Heights',
    additionalAddress: '',
    location: 'Dubai Marina',
    emirate: 'dubai',
    area: 'Dubai Marina',
    makani: null,
    orderPayment: {
      paymentAddress: 'bcrt1qexampleaddress0000000000000000000000',
      receiveAddress: 'bcrt1qexampleaddress0000000000000000000000',
      amountExpected: 0.00075,
      amountReceived: status === 'Insufficient' ? 0.0005 : 0,
      outstandingAmount: status === 'Insufficient' ? 0.00025 : 0.00075,
    },
    orderItems: [
      {
        id: 1,
        productId: 5,
        productName: '1 g Gold Bar',
        productImage: { url: '/uploads/products/gold-1g.svg' },
        weight: '1',
        unit: 'g',
        color: null,
        storage: null,
        quantity: 1,
        totalPrice: 262.5,
        unitPrice: 250,
        subtotal: 250,
        vat: 0,
        shipping: 12.5,
      },
    ],
    subtotal: 250,
    ...overrides,
  })
}

export const ordersAnswer = (orders: Order[], count = orders.length) =>
  GetOrdersByUserResponseSchema.parse({ success: true, data: orders, meta: { count } })

export function makePayment(overrides: Partial<PaymentDetails> = {}): PaymentDetails {
  return GetPaymentResponseSchema.parse({
    success: true,
    data: {
      orderUniqueId: 'ORD-PENDING',
      status: 'Pending',
      createdAt: '2026-11-22T10:00:00.000Z',
      insufficientAt: null,
      expiresAt: '2026-11-22T11:00:00.000Z',
      serverTime: '2026-11-22T10:00:00.000Z',
      amountExpected: 0.00075,
      amountReceived: 0,
      outstandingAmount: 0.00075,
      paymentAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      paymentUri: 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00075',
      totalPrice: 275,
      currency: 'AED',
      confirmationsRequired: 1,
      confirmations: 0,
      payments: [],
      subtotal: 250,
      totalVat: 0,
      shippingCharge: 12.5,
      serviceCharge: 12.5,
      orderItems: [
        {
          id: 1,
          productId: 5,
          productName: '1 g Gold Bar',
          productImage: { url: '/uploads/products/gold-1g.svg' },
          weight: '1',
          unit: 'g',
          color: null,
          storage: null,
          quantity: 1,
          totalPrice: 262.5,
          unitPrice: 250,
          subtotal: 250,
          vat: 0,
          shipping: 12.5,
        },
      ],
      ...overrides,
    },
  }).data
}

export const paymentAnswer = (overrides: Partial<PaymentDetails> = {}) => ({
  success: true,
  data: makePayment(overrides),
})
