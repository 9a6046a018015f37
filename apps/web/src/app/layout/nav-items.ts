export interface NavItem {
  to: string
  label: string
  /** Active only on this exact path (Home), not below it. */
  end?: boolean
}

/** docs/product.md#for-shoppers layout: the header's navigation. */
export const HEADER_NAV: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/category', label: 'Categories' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/faqs', label: 'FAQs' },
]

/** "Cart", or "Cart, 3 items" once it holds something: the name screen readers announce for cart links. */
export function cartLabel(itemCount: number): string {
  if (itemCount === 0) return 'Cart'
  return `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`
}

/** The badge text: the count, capped so it fits the badge. */
export function badgeText(itemCount: number): string {
  return itemCount > 99 ? '99+' : String(itemCount)
}
