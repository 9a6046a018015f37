import { z } from 'zod'
import { ADDRESS_FIELD_MAX_CHARS, ADDRESS_LOCATION_MAX_CHARS, MAX_ORDER_LINES } from '../limits.js'
import { EMIRATES } from '../emirate-list.js'
import { MAKANI_PATTERN } from '../emirate-schema.js'
import { MESSAGES } from '../messages.js'
import { ShippingMethodSchema } from '../shop-settings.js'
import { CoercedIdSchema, optionalAddressText } from './common.js'
import { CreateOrderItemSchema, InfoNumber, PaymentMethodSchema } from './order.js'
import { phoneField } from './phone-field.js'

// The body of create-order, apart from the order's other schemas: its inline phone fields need the
// phone-number metadata, which the pages that only read an order (the payment page, the order page) must not
// download.

// Inline address fields follow the address book's rule (shown as written: schemas/common.ts); empty reads ''.
const addressText = (maxChars: number) => optionalAddressText(maxChars).optional()

/**
 * The spec's order payload plus two additions: `addressId` (take the address from the buyer's address
 * book; the inline fields are then ignored) and `optionIds` on items. Without `addressId`, apartment,
 * building, location, phone and whatsapp are required. `totalPrice` is the AED total the buyer saw: the
 * server rounds it to the fils and answers 409 with the fresh quote when its own total differs.
 * `shippingCost`, `totalVat`, `serviceCharge` and `status` (only 'Pending') are informational.
 */
export const CreateOrderBodySchema = z
  .object({
    userId: CoercedIdSchema,
    addressId: CoercedIdSchema.optional(),
    totalPrice: z.number({ error: MESSAGES.invalidAmount }).nonnegative({ error: MESSAGES.invalidAmount }),
    status: z.literal('Pending').optional(),
    paymentMethod: PaymentMethodSchema.default('BTC'),
    apartment: addressText(ADDRESS_FIELD_MAX_CHARS),
    building: addressText(ADDRESS_FIELD_MAX_CHARS),
    additionalAddress: addressText(ADDRESS_LOCATION_MAX_CHARS),
    location: addressText(ADDRESS_LOCATION_MAX_CHARS),
    // Additions for an inline address: as the address form's; optional for callers that predate them.
    emirate: z.enum(EMIRATES, { error: MESSAGES.selectEmirate }).optional(),
    area: addressText(ADDRESS_FIELD_MAX_CHARS),
    makani: z
      .string()
      .trim()
      .regex(MAKANI_PATTERN, { error: MESSAGES.invalidMakani })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    phone: phoneField(MESSAGES.invalidPhone).optional(),
    whatsapp: phoneField(MESSAGES.invalidWhatsapp).optional(),
    shippingCost: InfoNumber,
    /**
     * Addition: standard (the emirate's price under the owner's rules) or express, where the owner offers it;
     * the emirate is the delivery address's.
     */
    shippingMethod: ShippingMethodSchema.default('standard'),
    totalVat: InfoNumber,
    serviceCharge: InfoNumber,
    items: z
      .array(CreateOrderItemSchema, { error: MESSAGES.cartEmpty })
      .min(1, { error: MESSAGES.cartEmpty })
      .max(MAX_ORDER_LINES, { error: `At most ${MAX_ORDER_LINES} lines.` }),
  })
  .superRefine((body, ctx) => {
    if (body.addressId !== undefined) return
    const inline = [body.apartment, body.building, body.location, body.phone, body.whatsapp]
    if (inline.every((value) => value === undefined || value === '')) {
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: MESSAGES.selectShippingAddress })
      return
    }
    for (const key of ['apartment', 'building', 'location', 'phone', 'whatsapp'] as const) {
      if (body[key] === undefined || body[key] === '') {
        ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.required })
      }
    }
  })
export type CreateOrderBodyInput = z.input<typeof CreateOrderBodySchema>
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>
