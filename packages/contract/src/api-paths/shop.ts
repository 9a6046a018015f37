/** Addition: the company that sells (legal name, licence, TRN, address, phone, email), from configuration. */
export const SHOP_PATHS = {
  companyInfo: '/shop/get-company-info',
} as const
