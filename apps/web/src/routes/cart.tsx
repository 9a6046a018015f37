import { useTranslation } from '../lib/i18n'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { CartView } from '../features/cart/components/cart-view'
import { PutBackNotice } from '../features/cart/components/put-back-report'
import { useCurrentUser } from '../features/auth/use-current-user'
import { useOrderLimits } from '../features/order-limits/api'
import { OrderLimitNotice } from '../features/order-limits/components/order-limit-notice'
import { useShopSettings } from '../features/shop-settings/api'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['cart'])
  usePageTitle(t('cart:title'))
  const { settings } = useShopSettings()
  // A signed-in buyer is told here, not first at Place Order, what the shop's limits mean for this cart.
  const { user } = useCurrentUser()
  const limits = useOrderLimits(Boolean(user))
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb
        items={[{ label: t('cart:breadcrumb.home'), to: '/' }, { label: t('cart:breadcrumb.cart') }]}
      />
      <h1 className="mt-6 mb-8 font-display text-4xl font-semibold text-ink-900">{t('cart:title')}</h1>
      {/* After a closed order's items were put back: what did not go in (the payment or order page sent it). */}
      <PutBackNotice />
      <CartView
        pricing={settings}
        notice={(totalFils) => <OrderLimitNotice limits={limits} totalFils={totalFils} className="mt-4" />}
      />
    </div>
  )
}
