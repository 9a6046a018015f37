import { Breadcrumb } from '../components/ui/breadcrumb'
import { CartView } from '../features/cart/components/cart-view'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Your Cart')
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <h1 className="mt-6 mb-8 font-display text-4xl font-semibold text-ink-900">Your Cart</h1>
      <CartView />
    </div>
  )
}
