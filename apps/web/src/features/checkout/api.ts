import {
  type Address,
  type CreateOrderBodyInput,
  ENDPOINTS,
  filsToAed,
  type OrderPrice,
  type OrderQuote,
  type OutOfStockDetails,
  OutOfStockDetailsSchema,
  type ShippingMethod,
  PriceChangedDetailsSchema,
} from '@shop/contract'
import { ApiError, call } from '../../lib/api-client'
import { clientErrorMessage } from '../../lib/client-error-message'
import type { CheckoutLine } from './checkout-line'

/** The value of an informational item field named like one of the shopper's choices (weight, colour...). */
function choiceValue(line: CheckoutLine, name: string): string | null {
  return line.choices.find((choice) => choice.name.toLowerCase() === name)?.value ?? null
}

/**
 * docs/product.md order payload (informational fields included, the server recomputes them, docs/architecture.md#pricing) plus the
 * additions addressId and optionIds. `totalPrice` is the AED total the shopper saw and confirms.
 */
export function orderPayload(input: {
  userId: number
  address: Address
  lines: readonly CheckoutLine[]
  totals: OrderPrice
  /** Standard (the address's emirate's price) or express. */
  shippingMethod?: ShippingMethod
  totalPrice: number
}): CreateOrderBodyInput {
  const { address, totals } = input
  return {
    userId: input.userId,
    addressId: address.id,
    totalPrice: input.totalPrice,
    status: 'Pending',
    paymentMethod: 'BTC',
    apartment: address.apartmentNumber,
    building: address.buildingNumber,
    additionalAddress: address.additionalAddress,
    location: address.location,
    phone: address.phoneNumber,
    whatsapp: address.whatsappNumber,
    shippingCost: filsToAed(totals.shippingFils),
    shippingMethod: input.shippingMethod ?? 'standard',
    totalVat: filsToAed(totals.vatFils),
    serviceCharge: filsToAed(totals.serviceChargeFils),
    items: input.lines.map((line) => ({
      productId: line.productId,
      optionIds: [...line.optionIds],
      productName: line.productName,
      type: line.metalType,
      variationId: line.variantKey || null,
      weight: choiceValue(line, 'weight'),
      unit: null,
      color: choiceValue(line, 'color') ?? choiceValue(line, 'colour'),
      storage: choiceValue(line, 'storage'),
      price: filsToAed(line.price.unitFils),
      vat: filsToAed(line.price.vatFils),
      quantity: line.quantity,
      totalPrice: filsToAed(line.price.totalFils),
    })),
  }
}

/** POST /order/create-order with the checkout attempt's Idempotency-Key (a retried request makes one order). */
export async function createOrder(body: CreateOrderBodyInput, idempotencyKey: string) {
  return (await call(ENDPOINTS.createOrder, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }))
    .data
}

/** What a failed create-order means for the shopper. */
export type OrderFailure =
  | { kind: 'priceChanged'; quote: OrderQuote }
  | { kind: 'outOfStock'; products: OutOfStockDetails['products'] }
  /** `refusal`: the server's own reason for a refusal the shopper can act on (a limit, a cap), else null. */
  | { kind: 'failed'; message: string; refusal: string | null }

export function orderFailure(error: unknown): OrderFailure {
  if (error instanceof ApiError && error.status === 409) {
    const priceChanged = PriceChangedDetailsSchema.safeParse(error.details)
    if (priceChanged.success) return { kind: 'priceChanged', quote: priceChanged.data.quote }
    const outOfStock = OutOfStockDetailsSchema.safeParse(error.details)
    if (outOfStock.success) return { kind: 'outOfStock', products: outOfStock.data.products }
  }
  // A 4xx with a message says why (e.g. 'You have 3 unpaid orders. Pay or cancel one before placing
  // another.'), in the page's language; 401 and network or server failures keep the generic text.
  const refusal =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.message
      ? clientErrorMessage(error, error.message)
      : null
  return { kind: 'failed', message: error instanceof Error ? error.message : '', refusal }
}

/**
 * A new key per checkout attempt. A retry after no answer (network, 5xx) keeps the key so the server answers
 * the order it may already have made; a definite refusal (4xx) starts a new attempt.
 */
export function newIdempotencyKey(): string {
  return `checkout-${crypto.randomUUID()}`
}

export function keepsIdempotencyKey(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500
}
