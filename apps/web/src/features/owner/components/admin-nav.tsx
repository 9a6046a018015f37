import type { AdminEndpointName } from '@shop/contract'
import {
  ChevronDown,
  ClipboardList,
  FolderTree,
  Coins,
  Gauge,
  Package,
  ScrollText,
  Settings,
  ShoppingBag,
  Truck,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react'
import { useState, type ComponentType } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { NavLink, useLocation } from '../../../lib/router'
import { cx } from '../../../lib/cx'
import { mayOpen, useStaffRole } from '../../../lib/staff-access'

interface AdminNavItem {
  to: string
  /** Its name, `admin:nav.<label>`. */
  label:
    | 'dashboard'
    | 'orders'
    | 'shipping'
    | 'products'
    | 'categories'
    | 'stock'
    | 'metalPrices'
    | 'customers'
    | 'money'
    | 'audit'
    | 'settings'
    | 'staff'
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  /** The owner calls the page shows (packages/contract/src/staff-permissions.ts): a role allowed none of them does not see it. */
  calls: readonly AdminEndpointName[]
  /** Active only on this exact path (the dashboard), not below it. */
  end?: boolean
}

const DASHBOARD: AdminNavItem = {
  to: '/admin',
  label: 'dashboard',
  icon: Gauge,
  end: true,
  // The identity checks waiting sit on the dashboard too.
  calls: ['ownerDashboard', 'ownerIdentityChecks'],
}

/** docs/product.md#for-the-owner: the back office's pages, in the owner's order of work. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  DASHBOARD,
  { to: '/admin/orders', label: 'orders', icon: ShoppingBag, calls: ['ownerAllOrders'] },
  // The packing list with its ship and deliver buttons: for those who may move an order on.
  { to: '/admin/shipping', label: 'shipping', icon: Truck, calls: ['updateOrderStatus'] },
  { to: '/admin/products', label: 'products', icon: Package, calls: ['adminProducts'] },
  { to: '/admin/categories', label: 'categories', icon: FolderTree, calls: ['ownerCategories'] },
  { to: '/admin/stock', label: 'stock', icon: ClipboardList, calls: ['lowStock'] },
  { to: '/admin/metal-prices', label: 'metalPrices', icon: Coins, calls: ['getMetalFeedHealth'] },
  { to: '/admin/customers', label: 'customers', icon: Users, calls: ['ownerCustomers'] },
  {
    to: '/admin/money',
    label: 'money',
    icon: Wallet,
    calls: ['ownerPaymentsToSettle', 'ownerWalletHealth', 'ownerTaxDocumentsExport'],
  },
  { to: '/admin/audit', label: 'audit', icon: ScrollText, calls: ['ownerAudit'] },
  { to: '/admin/staff', label: 'staff', icon: UserCog, calls: ['ownerStaff'] },
  { to: '/admin/settings', label: 'settings', icon: Settings, calls: ['ownerGetSettings'] },
]

/**
 * Pages reached from a list rather than the menu, and the calls they show: one order (fulfilment opens it from
 * the packing list), one customer.
 */
const PAGE_CALLS: Readonly<Record<string, readonly AdminEndpointName[]>> = {
  order: ['ownerOrder'],
  customer: ['ownerCustomer'],
}

const sectionOf = (pathname: string) => pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? ''

/** The item a path belongs to (the order page is under Orders, a customer's page under Customers). */
export function currentAdminItem(pathname: string): AdminNavItem {
  const section = sectionOf(pathname)
  const aliases: Record<string, string> = { order: 'orders', customer: 'customers' }
  const to = section === '' ? '/admin' : `/admin/${aliases[section] ?? section}`
  return ADMIN_NAV.find((item) => item.to === to) ?? DASHBOARD
}

/**
 * The owner calls the page at `pathname` shows, or null for a path that is no back-office page (the not-found
 * page answers it).
 */
export function callsOfAdminPage(pathname: string): readonly AdminEndpointName[] | null {
  const section = sectionOf(pathname)
  const pageCalls = PAGE_CALLS[section]
  if (pageCalls) return pageCalls
  const to = section === '' ? '/admin' : `/admin/${section}`
  return ADMIN_NAV.find((item) => item.to === to)?.calls ?? null
}

/** The menu's items a role may open, in order: the first is where a member of staff starts. */
export function adminNavFor(role: Parameters<typeof mayOpen>[0]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => mayOpen(role, item.calls))
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['admin'])
  const { pathname } = useLocation()
  const current = currentAdminItem(pathname)
  const role = useStaffRole()
  return (
    <ul className="space-y-1">
      {adminNavFor(role).map((item) => {
        const Icon = item.icon
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
              onClick={onNavigate}
              aria-current={item === current ? 'page' : undefined}
              className={cx(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition',
                item === current ? 'bg-ink-900 text-gold-200' : 'text-ink-700 hover:bg-cream-200',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`admin:nav.${item.label}`)}
            </NavLink>
          </li>
        )
      })}
    </ul>
  )
}

/** The side navigation of wide screens. */
export function AdminSideNav() {
  const { t } = useTranslation(['admin'])
  return (
    <nav aria-label={t('admin:nav.label')} className="sticky top-24 hidden w-56 shrink-0 self-start lg:block">
      <p className="mb-3 px-3 text-xs font-semibold tracking-widest text-ink-500 uppercase">
        {t('admin:nav.label')}
      </p>
      <NavLinks />
    </nav>
  )
}

/** Phones and tablets: one button naming the current page, opening the same links. */
export function AdminMenu() {
  const { t } = useTranslation(['admin'])
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const current = currentAdminItem(pathname)
  const Icon = current.icon
  return (
    <nav aria-label={t('admin:nav.label')} className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 text-sm font-semibold text-ink-900"
      >
        <span className="flex items-center gap-3">
          <Icon aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">{t('admin:nav.menuCurrent')}</span>
            {t(`admin:nav.${current.label}`)}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cx('size-4 transition', open && 'rotate-180')} />
      </button>
      {open && (
        <div id="admin-menu" className="mt-2 rounded-xl border border-line bg-white p-2 shadow-sm">
          <NavLinks onNavigate={() => setOpen(false)} />
        </div>
      )}
    </nav>
  )
}
