import {
  ClipboardList,
  Coins,
  FolderTree,
  Gauge,
  Package,
  ScrollText,
  Settings,
  ShoppingBag,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react'

/** Its name: the key under `nav` in the admin texts. */
export type AdminNavLabel =
  | 'dashboard'
  | 'orders'
  | 'products'
  | 'categories'
  | 'stock'
  | 'metalPrices'
  | 'customers'
  | 'money'
  | 'audit'
  | 'staff'
  | 'settings'

export interface AdminNavItem {
  to: string
  label: AdminNavLabel
  icon: LucideIcon
  /** Active only on this exact path (the dashboard), not below it. */
  end?: boolean
  /** Other first path segments under /admin that belong to this item (`order/:id` is under Orders). */
  aliases?: readonly string[]
  /** The group it is listed in: the day's work, the catalog, the shop's set-up. */
  group: 'work' | 'catalog' | 'shop'
}

/**
 * docs/product.md#for-the-owner: every page of the back office, in the owner's order of work: the one list the
 * side navigation and the phone menu are drawn from. A new page adds its row here (and its name under `nav` in the admin texts).
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'dashboard', icon: Gauge, end: true, group: 'work' },
  { to: '/admin/orders', label: 'orders', icon: ShoppingBag, aliases: ['order'], group: 'work' },
  { to: '/admin/customers', label: 'customers', icon: Users, aliases: ['customer'], group: 'work' },
  { to: '/admin/money', label: 'money', icon: Wallet, group: 'work' },
  { to: '/admin/products', label: 'products', icon: Package, group: 'catalog' },
  { to: '/admin/categories', label: 'categories', icon: FolderTree, group: 'catalog' },
  { to: '/admin/stock', label: 'stock', icon: ClipboardList, group: 'catalog' },
  { to: '/admin/metal-prices', label: 'metalPrices', icon: Coins, group: 'catalog' },
  { to: '/admin/staff', label: 'staff', icon: UserCog, group: 'shop' },
  { to: '/admin/settings', label: 'settings', icon: Settings, group: 'shop' },
  { to: '/admin/audit', label: 'audit', icon: ScrollText, group: 'shop' },
]

export const ADMIN_NAV_GROUPS = ['work', 'catalog', 'shop'] as const

/** The item a path (inside the language prefix) belongs to: the order page is under Orders; unknown ones none. */
export function currentAdminItem(pathname: string): AdminNavItem | undefined {
  const section = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? ''
  if (section === '') return ADMIN_NAV[0]
  return ADMIN_NAV.find(
    (item) => item.to === `/admin/${section}` || (item.aliases?.includes(section) ?? false),
  )
}
