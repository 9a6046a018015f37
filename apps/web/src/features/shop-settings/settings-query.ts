import { ENDPOINTS, type PublicShopSettings, SERVICE_CHARGE_PERCENT } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../lib/api-client'

// The read of the owner's public settings, apart from their defaults: catalog pages need only the service
// charge, and the home page's first load must not carry every default (docs/architecture.md#delivery-to-phones).

export const shopSettingsQueryKey = ['shop-settings'] as const

/** GET /shop/get-settings, its schema loaded lazily (catalog pages render before zod has loaded). */
export async function readShopSettings({ signal }: { signal: AbortSignal }): Promise<PublicShopSettings> {
  return (await call(ENDPOINTS.getShopSettings, {}, { signal })).data
}

/**
 * The service charge a catalog page names beside its prices: the owner's, else the shop's default until it
 * arrives. An answer of the last half minute will do (a server-rendered page's, which hydration must not read again).
 */
export function useServiceChargePercent(): number {
  const query = useQuery({ queryKey: shopSettingsQueryKey, queryFn: readShopSettings })
  return query.data?.serviceChargePercent ?? SERVICE_CHARGE_PERCENT
}
