import type { OwnerEndpointName } from '@shop/contract'
import {
  ClipboardList,
  Coins,
  HandCoins,
  FileText,
  FolderTree,
  Gauge,
  Package,
  PackageOpen,
  ScrollText,
  Settings,
  ShoppingBag,
  Truck,
  UserCog,
  Users,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import { mayOpen } from '../../lib/staff-access'

/** Its name: the key under `nav` in the admin texts. */
export type OwnerNavLabel =
  | 'dashboard'
  | 'orders'
  | 'shipping'
  | 'products'
  | 'categories'
  | 'stock'
  | 'metalPrices'
  | 'customers'
  | 'money'
  | 'refunds'
  | 'returns'
  | 'sellBack'
  | 'audit'
  | 'staff'
  | 'settings'
  | 'pages'

export interface OwnerNavItem {
  to: string
  label: OwnerNavLabel
  icon: LucideIcon
  /** The icon points along the reading direction (a truck, an undo arrow): mirrored on a right-to-left page. */
  mirrored?: boolean
  /** Active only on this exact path (the dashboard), not below it. */
  end?: boolean
  /** Other first path segments under /admin that belong to this item (`order/:id` is under Orders). */
  aliases?: readonly string[]
  /** The group it is listed in: the day's work, the catalog, the shop's set-up. */
  group: 'work' | 'catalog' | 'shop'
  /** The owner calls the page shows (packages/contract/src/staff-permissions.ts): a role allowed none of them does not see it. */
  calls: readonly OwnerEndpointName[]
}

/**
 * docs/product.md#for-the-owner: every page of the back office, in the owner's order of work: the one list the
 * side navigation and the phone menu are drawn from. A new page adds its row here (and its name under `nav` in
 * the admin texts), with the owner calls it shows, so each role sees only what it may use.
 */
export const OWNER_NAV: readonly OwnerNavItem[] = [
  {
    to: '/admin',
    label: 'dashboard',
    icon: Gauge,
    end: true,
    group: 'work',
    // The identity checks waiting sit on the dashboard too.
    calls: ['ownerDashboard', 'ownerIdentityChecks'],
  },
  { to: '/admin/orders', label: 'orders', icon: ShoppingBag, group: 'work', calls: ['ownerAllOrders'] },
  // The packing list with its ship and deliver buttons: for those who may move an order on.
  {
    to: '/admin/shipping',
    label: 'shipping',
    icon: Truck,
    mirrored: true,
    group: 'work',
    calls: ['updateOrderStatus'],
  },
  {
    to: '/admin/customers',
    label: 'customers',
    icon: Users,
    aliases: ['customer'],
    group: 'work',
    calls: ['ownerCustomers'],
  },
  {
    to: '/admin/money',
    label: 'money',
    icon: Wallet,
    group: 'work',
    calls: ['ownerPaymentsToSettle', 'ownerWalletHealth', 'ownerTaxDocumentsExport'],
  },
  {
    to: '/admin/refunds',
    label: 'refunds',
    icon: Undo2,
    mirrored: true,
    group: 'work',
    calls: ['ownerRefunds'],
  },
  { to: '/admin/returns', label: 'returns', icon: PackageOpen, group: 'work', calls: ['ownerReturns'] },
  {
    to: '/admin/sell-back',
    label: 'sellBack',
    icon: HandCoins,
    group: 'work',
    calls: ['ownerSellBackQuotes'],
  },
  { to: '/admin/products', label: 'products', icon: Package, group: 'catalog', calls: ['ownerProducts'] },
  {
    to: '/admin/categories',
    label: 'categories',
    icon: FolderTree,
    group: 'catalog',
    calls: ['ownerCategories'],
  },
  { to: '/admin/stock', label: 'stock', icon: ClipboardList, group: 'catalog', calls: ['lowStock'] },
  {
    to: '/admin/metal-prices',
    label: 'metalPrices',
    icon: Coins,
    group: 'catalog',
    calls: ['getMetalFeedHealth'],
  },
  { to: '/admin/staff', label: 'staff', icon: UserCog, group: 'shop', calls: ['ownerStaff'] },
  { to: '/admin/settings', label: 'settings', icon: Settings, group: 'shop', calls: ['ownerGetSettings'] },
  { to: '/admin/pages', label: 'pages', icon: FileText, group: 'shop', calls: ['ownerPages'] },
  { to: '/admin/audit', label: 'audit', icon: ScrollText, group: 'shop', calls: ['ownerAudit'] },
]

export const OWNER_NAV_GROUPS = ['work', 'catalog', 'shop'] as const

/**
 * Pages reached from a list rather than the menu, and the calls they show: one order (fulfilment opens it from
 * the packing list), one customer.
 */
const PAGE_CALLS: Readonly<Record<string, readonly OwnerEndpointName[]>> = {
  order: ['ownerOrder'],
  customer: ['ownerCustomer'],
}

const sectionOf = (pathname: string) => pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? ''

/** The item a path (inside the language prefix) belongs to: the order page is under Orders; unknown ones none. */
export function currentOwnerItem(pathname: string): OwnerNavItem | undefined {
  const section = sectionOf(pathname)
  if (section === '') return OWNER_NAV[0]
  if (section === 'order') return OWNER_NAV.find((item) => item.label === 'orders')
  return OWNER_NAV.find(
    (item) => item.to === `/admin/${section}` || (item.aliases?.includes(section) ?? false),
  )
}

/**
 * The owner calls the page at `pathname` shows, or null for a path that is no back-office page (the not-found
 * page answers it).
 */
export function callsOfOwnerPage(pathname: string): readonly OwnerEndpointName[] | null {
  const section = sectionOf(pathname)
  const pageCalls = PAGE_CALLS[section]
  if (pageCalls) return pageCalls
  const to = section === '' ? '/admin' : `/admin/${section}`
  return OWNER_NAV.find((item) => item.to === to)?.calls ?? null
}

/** The menu's items a role may open, in order: the first is where a member of staff starts. */
export function ownerNavFor(role: Parameters<typeof mayOpen>[0]): OwnerNavItem[] {
  return OWNER_NAV.filter((item) => mayOpen(role, item.calls))
}
