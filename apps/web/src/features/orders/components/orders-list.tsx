import { PROFILE_ORDERS_PAGE_SIZE } from '@shop/contract'
import { PackageOpen } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { useOrders } from '../api'
import { useCancelOrderDialog } from './cancel-order-dialog'
import { OrderCard } from './order-card'

/** docs/product.md#for-shoppers Orders tab: 'Your Orders', 5 a page, the actions of §4, the empty state. */
export function OrdersList({
  userId,
  page,
  hrefOfPage,
}: {
  userId: number
  page: number
  hrefOfPage: (page: number) => string
}) {
  const orders = useOrders(userId, page)
  const cancelFlow = useCancelOrderDialog(userId)
  const { t } = useTranslation(['orders'])

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="font-display text-2xl font-semibold text-ink-900">
        {t('orders:list.heading')}
      </h2>
      <div className="mt-5">
        {orders.isPending ? (
          <div role="status" aria-label={t('orders:list.loading')} className="space-y-4">
            {[0, 1].map((index) => (
              <div key={index} className="h-52 animate-pulse rounded-2xl bg-cream-200" />
            ))}
          </div>
        ) : orders.isError ? (
          <LoadError
            message={clientErrorMessage(orders.error, orders.error.message)}
            onRetry={() => void orders.refetch()}
            isRetrying={orders.isFetching}
          />
        ) : orders.data.data.length === 0 ? (
          <div className="rounded-2xl border border-line bg-white px-6 py-12 text-center">
            <PackageOpen aria-hidden="true" className="mx-auto size-10 text-gold-600" strokeWidth={1.5} />
            <p className="mt-4 font-display text-xl font-semibold text-ink-900">{t('orders:list.empty')}</p>
            <Link
              to="/category"
              className="mt-5 inline-flex rounded-full bg-gold-500 px-6 py-3 text-sm font-semibold text-ink-950 hover:bg-gold-400"
            >
              {t('orders:list.explore')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {orders.data.data.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} onCancel={cancelFlow.ask} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={Math.ceil(orders.data.meta.count / PROFILE_ORDERS_PAGE_SIZE)}
              hrefOf={hrefOfPage}
            />
          </>
        )}
      </div>
      {cancelFlow.dialog}
    </section>
  )
}
