import type { TFunction } from '@shop/contract/i18n'

export interface NavItem {
  to: string
  /** The link's text, a key of the `common` texts. */
  labelKey: 'home' | 'categories' | 'products' | 'about' | 'faqs'
  /** Active only on this exact path (Home), not below it. */
  end?: boolean
}

/** docs/product.md#for-shoppers layout: the header's navigation. */
export const HEADER_NAV: NavItem[] = [
  { to: '/', labelKey: 'home', end: true },
  { to: '/category', labelKey: 'categories' },
  { to: '/products', labelKey: 'products' },
  { to: '/about', labelKey: 'about' },
  { to: '/faqs', labelKey: 'faqs' },
]

/** "Cart", or "Cart, 3 items" once it holds something: the name screen readers announce for cart links. */
export function cartLabel(itemCount: number, t: TFunction): string {
  if (itemCount === 0) return t('common:nav.cart')
  return t('common:nav.cartWithItems', { count: itemCount })
}

/** The badge text: the count, capped so it fits the badge. */
export function badgeText(itemCount: number): string {
  return itemCount > 99 ? '99+' : String(itemCount)
}
