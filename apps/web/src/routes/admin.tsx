import { FULFILMENT_FILTERS, type User } from '@shop/contract'
import { ShieldAlert } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { ButtonLink } from '../components/ui/button-link'
import { PageNotice } from '../components/ui/status-message'
import { RequireUser } from '../features/auth/components/require-user'
import { OrdersToShip } from '../features/owner/components/orders-to-ship'
import { PaymentsToSettle } from '../features/owner/components/payments-to-settle'
import { WalletHealthCard } from '../features/owner/components/wallet-health-card'
import type { SettleFilter } from '../features/owner/api'
import { usePageTitle } from '../lib/use-page-title'

const FILTERS: readonly SettleFilter[] = ['open', 'settled', 'all']

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** DESIGN §5: the owner's view (Admin only), an addition to the spec's screens. */
export function Component() {
  usePageTitle('Shop owner')
  return (
    <RequireUser>
      {(user) => (user.role === 'Admin' ? <OwnerPage user={user} /> : <OwnersOnly />)}
    </RequireUser>
  )
}

function OwnersOnly() {
  return (
    <PageNotice
      icon={<ShieldAlert aria-hidden="true" className="size-8" />}
      title="Owners only"
      actions={<ButtonLink to="/profile">Go to your profile</ButtonLink>}
    >
      This page is for the shop&apos;s administrators.
    </PageNotice>
  )
}

/** `current` with `changes` applied (an undefined value removes the key), as a link to /admin. */
function adminHref(current: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key)
    else next.set(key, value)
  }
  const query = next.toString()
  return query ? `/admin?${query}` : '/admin'
}

function OwnerPage({ user }: { user: User }) {
  const [searchParams] = useSearchParams()
  const filter = FILTERS.find((value) => value === searchParams.get('show')) ?? 'open'
  // The two lists page and filter independently, each keeping the other's place in the URL.
  const shipFilter = FULFILMENT_FILTERS.find((value) => value === searchParams.get('ship')) ?? 'Confirmed'
  return (
    <div className="page-container space-y-10 py-8 sm:py-12">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">Shop owner</h1>
        <p className="mt-2 text-ink-600">Signed in as {user.email}.</p>
      </div>
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
      <WalletHealthCard />
      <PaymentsToSettle
        filter={filter}
        page={pageOf(searchParams.get('page'))}
        hrefOf={(show, page) => adminHref(searchParams, { show, page: page > 1 ? String(page) : undefined })}
      />
    </div>
  )
}
