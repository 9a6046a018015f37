import { FULFILMENT_FILTERS } from '@shop/contract'
import { useSearchParams } from '../../lib/router'
import { OrdersToShip } from '../../features/owner/components/orders-to-ship'
import { PaymentsToSettle } from '../../features/owner/components/payments-to-settle'
import { WalletHealthCard } from '../../features/owner/components/wallet-health-card'
import { InvoiceExport } from '../../features/owner/components/invoice-export'
import type { SettleFilter } from '../../features/owner/api'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'
import { useMayCall } from '../../lib/staff-access'

const FILTERS: readonly SettleFilter[] = ['open', 'settled', 'all']

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * docs/architecture.md#orders-stock-and-payment's owner view inside the back office (decision 042): money to refund or honour, the wallet's gap
 * limit, and the paid orders to ship with their packing cards. The admin layout checks the role.
 */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:nav.money'))
  return <MoneyPage />
}

/** `current` with `changes` applied (an undefined value removes the key), as a link to this page. */
function adminHref(current: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key)
    else next.set(key, value)
  }
  const query = next.toString()
  return query ? `/admin/money?${query}` : '/admin/money'
}

function MoneyPage() {
  const { t } = useTranslation(['owner'])
  const [searchParams] = useSearchParams()
  const filter = FILTERS.find((value) => value === searchParams.get('show')) ?? 'open'
  // The two lists page and filter independently, each keeping the other's place in the URL.
  const shipFilter = FULFILMENT_FILTERS.find((value) => value === searchParams.get('ship')) ?? 'Confirmed'
  // Each part shows when the signed-in role may read it (the accountant: money, no wallet).
  const mayShip = useMayCall('updateOrderStatus')
  const mayReadWallet = useMayCall('ownerWalletHealth')
  const mayReadSettlements = useMayCall('ownerPaymentsToSettle')
  const mayExport = useMayCall('ownerTaxDocumentsExport')
  return (
    <div className="space-y-10">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('owner:money.title')}
        </h1>
        <p className="mt-2 text-ink-600">{t('owner:money.lead')}</p>
      </div>
      {mayShip && (
        <OrdersToShip
          filter={shipFilter}
          page={pageOf(searchParams.get('shipPage'))}
          hrefOf={(ship, page) =>
            adminHref(searchParams, {
              ship: ship === 'Confirmed' ? undefined : ship,
              shipPage: page > 1 ? String(page) : undefined,
            })
          }
        />
      )}
      {mayReadWallet && <WalletHealthCard />}
      {mayReadSettlements && (
        <PaymentsToSettle
          filter={filter}
          page={pageOf(searchParams.get('page'))}
          hrefOf={(show, page) =>
            adminHref(searchParams, { show, page: page > 1 ? String(page) : undefined })
          }
        />
      )}
      {mayExport && <InvoiceExport />}
    </div>
  )
}
