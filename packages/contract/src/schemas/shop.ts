import './zod-config.js'
import { z } from 'zod'
import { envelope } from './envelope.js'

// ---- GET /shop/get-company-info (addition): the company that sells, from the API's configuration ----

/**
 * The legal seller behind the storefront: shown in the footer, on Contact, in the Terms, on the order receipt
 * and in every mail. The trade licence and TRN are null until the owner configures them.
 */
export const CompanyInfoSchema = z.object({
  /** The trading name on the licence, e.g. "Aurum & Byte Trading L.L.C.". */
  legalName: z.string().min(1),
  /** Trade licence number and issuing authority, as printed on the licence. */
  tradeLicence: z.string().min(1).nullable(),
  /** UAE VAT Tax Registration Number (15 digits). */
  trn: z.string().min(1).nullable(),
  /** Postal address on one line (commas between parts). */
  address: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  /** True while the values are the shipped demo values (development): the storefront marks them. */
  demo: z.boolean(),
})
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>

export const GetCompanyInfoResponseSchema = envelope(CompanyInfoSchema)
export type GetCompanyInfoResponse = z.infer<typeof GetCompanyInfoResponseSchema>
