/** Addition: the company that sells (legal name, licence, TRN, address, phone, email), from configuration. */
export const SHOP_PATHS = {
  companyInfo: '/shop/get-company-info',
  /** Addition: the owner's settings a storefront needs to show prices (service charge, shipping, returns). */
  settings: '/shop/get-settings',
} as const
