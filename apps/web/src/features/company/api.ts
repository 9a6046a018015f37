import { ENDPOINTS } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

export const companyInfoQueryKey = ['company-info'] as const

/**
 * The company that sells (GET /shop/get-company-info): legal name, licence, TRN, address, phone, email. It
 * changes only when the shop restarts with new settings, so one answer serves the whole visit.
 */
export function useCompanyInfo() {
  return useQuery({
    queryKey: companyInfoQueryKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.getCompanyInfo, {}, { signal })).data,
    staleTime: Infinity,
  })
}

/** A phone number as a tel: link target: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
