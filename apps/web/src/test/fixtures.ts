import {
  GetCompanyInfoResponseSchema,
  GetAllCategoriesResponseSchema,
  GetAllMetalPricesResponseSchema,
  MeResponseSchema,
  SessionResponseSchema,
} from '@shop/contract'

// Bodies are parsed with the contract's own schemas, so a fixture the API could never send fails here first.

export const categoriesAnswer = GetAllCategoriesResponseSchema.parse({
  success: true,
  data: [
    { id: 1, categoryName: 'Gold', categoryImage: '/uploads/categories/gold.svg' },
    { id: 2, categoryName: 'Silver', categoryImage: '/uploads/categories/silver.svg' },
    { id: 3, categoryName: 'Smartphones', categoryImage: null },
  ],
})

export const metalPricesAnswer = GetAllMetalPricesResponseSchema.parse({
  success: true,
  data: [
    {
      id: 2,
      metal_type: 'silver',
      price_per_gram: 3.85,
      updatedAt: '2025-06-01T10:05:00.000Z',
      source: 'feed:gold-api,swissquote',
      change_24h: { price_per_gram: -0.02, percent: -0.52 },
      stale: false,
      live: true,
      pinned_until: null,
    },
    {
      id: 1,
      metal_type: 'gold',
      price_per_gram: 312.45,
      updatedAt: '2025-06-01T10:04:00.000Z',
      source: 'feed:gold-api,swissquote',
      change_24h: { price_per_gram: 2.4, percent: 0.77 },
      stale: false,
      live: true,
      pinned_until: null,
    },
  ],
})

export const signedInUserAnswer = MeResponseSchema.parse({
  success: true,
  data: {
    id: 7,
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.com',
    role: 'User',
    isVerified: true,
  },
})

/** GET /user/session for the shop's owner. */
export const ownerSessionAnswer = MeResponseSchema.parse({
  ...signedInUserAnswer,
  data: { ...signedInUserAnswer.data, role: 'owner', email: 'owner@example.com' },
})

/** GET /user/session for a visitor. */
export const signedOutAnswer = SessionResponseSchema.parse({ success: true, data: null })
export const serverErrorAnswer = { success: false, message: 'Internal Server Error', code: 'INTERNAL' }

/** The company behind the shop, as the API answers it from its configuration. */
export const companyInfoAnswer = GetCompanyInfoResponseSchema.parse({
  success: true,
  data: {
    legalName: 'Gulf Bullion Trading L.L.C.',
    tradeLicence: 'DED 765432 (Dubai)',
    trn: '100123456700003',
    address: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
    phone: '+971 4 222 3333',
    email: 'sales@gulfbullion.ae',
    demo: false,
  },
})
