import { ShieldAlert } from 'lucide-react'
import { ButtonLink } from '../components/ui/button-link'
import { PageNotice } from '../components/ui/status-message'
import { RequireUser } from '../features/auth/components/require-user'
import { OwnerMetalPrices } from '../features/metal-prices/components/owner-metal-prices'
import { usePageTitle } from '../lib/use-page-title'

/** DESIGN §10: the owner's metal prices (Admin only): live prices, pins and the feed's sources. */
export function Component() {
  usePageTitle('Metal prices')
  return (
    <RequireUser>
      {(user) =>
        user.role === 'Admin' ? (
          <div className="page-container space-y-8 py-8 sm:py-12">
            <div>
              <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">Metal prices</h1>
              <p className="mt-2 text-ink-600">
                Gold and silver follow the live spot price; pin a price to hold it until a time you choose.
              </p>
            </div>
            <OwnerMetalPrices />
          </div>
        ) : (
          <PageNotice
            icon={<ShieldAlert aria-hidden="true" className="size-8" />}
            title="Owners only"
            actions={<ButtonLink to="/profile">Go to your profile</ButtonLink>}
          >
            This page is for the shop&apos;s administrators.
          </PageNotice>
        )
      }
    </RequireUser>
  )
}
