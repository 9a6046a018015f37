import { isStaffRole, type User } from '@shop/contract'
import { BellRing, Coins, KeyRound, LockKeyhole, Package, ShieldCheck, UserRound } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { Link, useSearchParams } from '../lib/router'
import { AddressBook } from '../features/addresses/components/address-book'
import { ChangePasswordForm } from '../features/auth/components/change-password-form'
import { LogoutButton } from '../features/auth/components/logout-button'
import { ProfileCard } from '../features/auth/components/profile-card'
import { RequireUser } from '../features/auth/components/require-user'
import { SecuritySection } from '../features/two-factor/components/security-section'
import { OrdersList } from '../features/orders/components/orders-list'
import { useMetalPrices } from '../features/metal-prices/api'
import { PriceAlertsSection } from '../features/price-alerts/components/price-alerts-section'
import { BuyerSellBackList } from '../features/sell-back/components/buyer-sell-back-list'
import { cx } from '../lib/cx'
import { usePageTitle } from '../lib/use-page-title'

/** docs/product.md#for-shoppers: ?tab= profile, orders, price-alerts, sell-back, change-password or security; logout is a menu action, not a tab. */
const TABS = [
  { tab: 'profile', Icon: UserRound },
  { tab: 'orders', Icon: Package },
  { tab: 'price-alerts', Icon: BellRing },
  { tab: 'sell-back', Icon: Coins },
  { tab: 'change-password', Icon: KeyRound },
  { tab: 'security', Icon: LockKeyhole },
] as const
type Tab = (typeof TABS)[number]['tab']

const MENU_ITEM =
  'flex w-full items-center gap-2.5 rounded-xl px-4 py-2.5 text-sm font-medium whitespace-nowrap transition'

function tabOf(value: string | null): Tab {
  return TABS.find((entry) => entry.tab === value)?.tab ?? 'profile'
}

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

export function Component() {
  return <RequireUser>{(user) => <ProfilePage user={user} />}</RequireUser>
}

function ProfilePage({ user }: { user: User }) {
  const [searchParams] = useSearchParams()
  const tab = tabOf(searchParams.get('tab'))
  const { t } = useTranslation(['account'])
  usePageTitle(t(`account:titles.${tab}`))

  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
        {t('account:hello', { name: user.firstName })}
      </h1>
      <div className="mt-6 grid gap-6 md:mt-8 md:grid-cols-[14rem_1fr] md:gap-10">
        <nav aria-label={t('account:menu')}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:flex md:flex-col">
            {TABS.map(({ tab: entry, Icon }) => (
              <li key={entry}>
                <Link
                  to={`/profile?tab=${entry}`}
                  aria-current={entry === tab ? 'page' : undefined}
                  className={cx(
                    MENU_ITEM,
                    entry === tab ? 'bg-ink-900 text-gold-200' : 'bg-white text-ink-700 hover:bg-cream-200',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4.5" />
                  {t(`account:tabs.${entry}`)}
                </Link>
              </li>
            ))}
            {isStaffRole(user.role) && (
              <li>
                <Link to="/admin" className={cx(MENU_ITEM, 'bg-white text-ink-700 hover:bg-cream-200')}>
                  <ShieldCheck aria-hidden="true" className="size-4.5" />
                  {t('account:shopOwner')}
                </Link>
              </li>
            )}
            <li>
              <LogoutButton className={cx(MENU_ITEM, 'bg-white text-red-800 hover:bg-red-50')} />
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          {tab === 'profile' && (
            <div className="space-y-10">
              <ProfileCard user={user} />
              <AddressBook userId={user.id} />
            </div>
          )}
          {tab === 'orders' && (
            <OrdersList
              userId={user.id}
              page={pageOf(searchParams.get('page'))}
              hrefOfPage={(page) => `/profile?tab=orders&page=${page}`}
            />
          )}
          {tab === 'price-alerts' && <PriceAlertsTab />}
          {tab === 'sell-back' && <BuyerSellBackList />}
          {tab === 'change-password' && <ChangePasswordForm />}
          {tab === 'security' && <SecuritySection />}
        </div>
      </div>
    </div>
  )
}

/** The Price alerts tab, with the metals' price now beside its form (docs/decisions/258). */
function PriceAlertsTab() {
  const metalPrices = useMetalPrices()
  const metalPerGramAed = Object.fromEntries(
    (metalPrices.data ?? []).map((price) => [price.metal_type, price.price_per_gram]),
  )
  return <PriceAlertsSection metalPerGramAed={metalPerGramAed} />
}
