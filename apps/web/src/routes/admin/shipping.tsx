import { FULFILMENT_FILTERS } from '@shop/contract'
import { OrdersToShip } from '../../features/owner/components/orders-to-ship'
import { useSearchParams } from '../../lib/router'
import { useTranslation } from '../../lib/i18n'
import { usePageTitle } from '../../lib/use-page-title'

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * /admin/shipping: the paid orders to pack and ship, with their packing cards, on a page of their own for the
 * fulfilment role (the owner also finds them on the money page).
 */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.shipping'))
  const [searchParams] = useSearchParams()
  const filter = FULFILMENT_FILTERS.find((value) => value === searchParams.get('ship')) ?? 'Confirmed'
  return (
    <>
      {/* The list names itself ("Orders to ship"); the page's own title is for screen readers. */}
      <h1 className="sr-only">{t('owner:nav.shipping')}</h1>
      <OrdersToShip
        filter={filter}
        page={pageOf(searchParams.get('shipPage'))}
        hrefOf={(ship, page) => {
          const next = new URLSearchParams()
          if (ship !== 'Confirmed') next.set('ship', ship)
          if (page > 1) next.set('shipPage', String(page))
          const query = next.toString()
          return query ? `/admin/shipping?${query}` : '/admin/shipping'
        }}
      />
    </>
  )
}
