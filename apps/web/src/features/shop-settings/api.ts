import { DEFAULT_SHOP_SETTINGS, type PublicShopSettings } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { readShopSettings, shopSettingsQueryKey } from './settings-query'

export { shopSettingsQueryKey } from './settings-query'

/** The defaults the contract prices with until the shop's own settings arrive. */
const FALLBACK: PublicShopSettings = {
  serviceChargePercent: DEFAULT_SHOP_SETTINGS.serviceChargePercent,
  returnDays: DEFAULT_SHOP_SETTINGS.returnDays,
  deliveryByEmirate: DEFAULT_SHOP_SETTINGS.deliveryByEmirate,
  shipping: DEFAULT_SHOP_SETTINGS.shipping,
  paidCancellationFeePercent: DEFAULT_SHOP_SETTINGS.paidCancellationFeePercent,
  paymentWindowMinutes: DEFAULT_SHOP_SETTINGS.paymentWindowMinutes,
}

/**
 * The owner's settings a storefront prices with (GET /shop/get-settings): service charge, shipping rules,
 * return days, delivery estimates. Read again on every page that charges (cart, checkout), since the owner may
 * change them at any moment; `ready` is false until the shop's own answer arrived (checkout waits for it).
 * `recent: true` takes an answer of the last half minute instead (a server-rendered product page's estimate,
 * which hydration must not read again); the cart and checkout still read afresh.
 */
export function useShopSettings({ recent = false } = {}): { settings: PublicShopSettings; ready: boolean } {
  const query = useQuery({
    queryKey: shopSettingsQueryKey,
    queryFn: readShopSettings,
    ...(recent ? {} : { staleTime: 0 }),
  })
  return { settings: query.data ?? FALLBACK, ready: query.isSuccess }
}
