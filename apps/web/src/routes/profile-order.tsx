import type { User } from '@shop/contract'
import { useTranslation } from '../lib/i18n'
import { useParams } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { RequireUser } from '../features/auth/components/require-user'
import { OrderPage } from '../features/orders/components/order-page'
import { PutBackInCart } from '../features/cart/components/put-back-in-cart'
import { OrderRefunds } from '../features/refunds/components/order-refunds'
import { OrderReturns } from '../features/returns/components/order-returns'
import { usePageTitle } from '../lib/use-page-title'

/** /profile/orders/:orderId: one of the buyer's orders (the order's public unique id). */
export function Component() {
  const { orderId = '' } = useParams()
  // The cart's texts load beside the orders': a closed order offers to put its items back in the cart.
  const { t } = useTranslation(['orders', 'cart'])
  usePageTitle(t('orders:page.title', { id: orderId }))
  return <RequireUser>{(user) => <ProfileOrderPage user={user} orderId={orderId} />}</RequireUser>
}

function ProfileOrderPage({ user, orderId }: { user: User; orderId: string }) {
  const { t } = useTranslation(['orders'])
  return (
    <div className="page-container py-8 sm:py-12">
      <Breadcrumb
        items={[
          { label: t('orders:page.home'), to: '/' },
          { label: t('orders:list.heading'), to: '/profile?tab=orders' },
          { label: t('orders:card.title', { id: orderId }) },
        ]}
      />
      <div className="mt-5 space-y-6">
        <OrderRefunds orderUniqueId={orderId} />
        <OrderPage
          userId={user.id}
          orderUniqueId={orderId}
          // The same action as a closed order's payment page: its lines back in the cart as bought.
          closedAction={(order) =>
            order.orderItems.length > 0 ? <PutBackInCart lines={order.orderItems} /> : null
          }
        />
        <OrderReturns orderUniqueId={orderId} />
      </div>
    </div>
  )
}
