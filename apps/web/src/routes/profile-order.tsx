import type { User } from '@shop/contract'
import { useParams } from 'react-router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { RequireUser } from '../features/auth/components/require-user'
import { OrderPage } from '../features/orders/components/order-page'
import { usePageTitle } from '../lib/use-page-title'

/** /profile/orders/:orderId: one of the buyer's orders (the order's public unique id). */
export function Component() {
  const { orderId = '' } = useParams()
  usePageTitle(`Order ${orderId}`)
  return <RequireUser>{(user) => <ProfileOrderPage user={user} orderId={orderId} />}</RequireUser>
}

function ProfileOrderPage({ user, orderId }: { user: User; orderId: string }) {
  return (
    <div className="page-container py-8 sm:py-12">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Your Orders', to: '/profile?tab=orders' },
          { label: `Order #${orderId}` },
        ]}
      />
      <div className="mt-5">
        <OrderPage userId={user.id} orderUniqueId={orderId} />
      </div>
    </div>
  )
}
