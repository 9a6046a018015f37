import { z } from 'zod'
import { ADDRESS_FIELD_MAX_CHARS, ADDRESS_LOCATION_MAX_CHARS } from '../limits.js'
import { EMIRATES, EmirateSchema, MAKANI_PATTERN } from '../emirates.js'
import { MESSAGES } from '../messages.js'
import {
  CoercedIdSchema,
  IdParamsSchema,
  IdSchema,
  UserIdParamsSchema,
  addressText,
  optionalAddressText,
} from './common.js'
import { envelope } from './envelope.js'
import { phoneField } from './phone-field.js'

// docs/product.md Address, §5 address form rules, §7 /address/* calls.

/** An address as the API returns it. */
export const AddressSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  apartmentNumber: z.string(),
  buildingNumber: z.string(),
  additionalAddress: z.string(),
  location: z.string(),
  /** Null only on an address saved before emirates were asked for (then `needsUpdate`). */
  emirate: EmirateSchema.nullable(),
  area: z.string(),
  makani: z.string().nullable(),
  /** E.164, except on an old address whose number could not be read (then `needsUpdate`). */
  phoneNumber: z.string(),
  whatsappNumber: z.string(),
  isDefault: z.boolean(),
  /**
   * An address saved before the UAE address rules that lacks its emirate or holds a number that does not
   * parse: kept, shown, but the buyer must fix it before an order can go to it.
   */
  needsUpdate: z.boolean(),
})
export type Address = z.infer<typeof AddressSchema>

/**
 * The address form (docs/product.md#rules-the-shop-keeps), shared by the storefront's form and the API's bodies:
 * buildingNumber, location, emirate and area required (apartmentNumber optional: a villa has none); Makani optional (10 digits); phone and
 * WhatsApp any valid UAE form or a full international number, answered as E.164 (docs/architecture.md#uae-addresses-and-phones);
 * additionalAddress optional, '' when absent; isDefault optional.
 */
export const AddressFormSchema = z.object({
  // Optional: a villa or a house has none ('' when absent).
  apartmentNumber: optionalAddressText(ADDRESS_FIELD_MAX_CHARS),
  buildingNumber: addressText(ADDRESS_FIELD_MAX_CHARS),
  additionalAddress: optionalAddressText(ADDRESS_LOCATION_MAX_CHARS),
  location: addressText(ADDRESS_LOCATION_MAX_CHARS),
  // Optional on the way in (a form starts without one), required on the way out.
  emirate: z
    .enum(EMIRATES, { error: MESSAGES.selectEmirate })
    .optional()
    .transform((emirate, ctx) => {
      if (emirate !== undefined) return emirate
      ctx.addIssue({ code: 'custom', message: MESSAGES.selectEmirate })
      return z.NEVER
    }),
  area: addressText(ADDRESS_FIELD_MAX_CHARS),
  makani: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value.replace(/\s+/g, '') : null))
    .refine((value) => value === null || MAKANI_PATTERN.test(value), { error: MESSAGES.invalidMakani }),
  phoneNumber: phoneField(MESSAGES.invalidPhone),
  whatsappNumber: phoneField(MESSAGES.invalidWhatsapp),
  isDefault: z.boolean().optional(),
})
export type AddressFormInput = z.input<typeof AddressFormSchema>
export type AddressForm = z.infer<typeof AddressFormSchema>

// ---- POST /address/add-addresses ----
/** The form plus `userId`, which the server checks against the token (403 otherwise, docs/architecture.md#accounts-and-access). */
export const AddAddressBodySchema = AddressFormSchema.extend({ userId: CoercedIdSchema })
export type AddAddressBody = z.infer<typeof AddAddressBodySchema>
export const AddAddressResponseSchema = envelope(AddressSchema)
export type AddAddressResponse = z.infer<typeof AddAddressResponseSchema>

// ---- GET /address/get-all-addresses/:userId ----
export const GetAllAddressesParamsSchema = UserIdParamsSchema
export type GetAllAddressesParams = z.infer<typeof GetAllAddressesParamsSchema>
export const GetAllAddressesResponseSchema = envelope(z.array(AddressSchema))
export type GetAllAddressesResponse = z.infer<typeof GetAllAddressesResponseSchema>

// ---- PUT /address/update-addresses/:id ----
/** A whole address (marking one primary sends it again with isDefault true, docs/architecture.md#orders-stock-and-payment). */
export const AddressIdParamsSchema = IdParamsSchema
export type AddressIdParams = z.infer<typeof AddressIdParamsSchema>
export const UpdateAddressBodySchema = AddAddressBodySchema
export type UpdateAddressBody = z.infer<typeof UpdateAddressBodySchema>
export const UpdateAddressResponseSchema = envelope(AddressSchema)
export type UpdateAddressResponse = z.infer<typeof UpdateAddressResponseSchema>

// ---- DELETE /address/delete-addresses/:id ----
export const DeleteAddressDataSchema = z.object({ id: IdSchema })
export type DeleteAddressData = z.infer<typeof DeleteAddressDataSchema>
export const DeleteAddressResponseSchema = envelope(DeleteAddressDataSchema)
export type DeleteAddressResponse = z.infer<typeof DeleteAddressResponseSchema>
