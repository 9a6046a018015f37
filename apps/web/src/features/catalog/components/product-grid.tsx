import type { ProductListItem } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { gridImagePriority } from '../../../components/ui/responsive-image'
import { ProductCard, ProductCardSkeleton } from './product-card'

export const PRODUCT_GRID = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4'

/**
 * The width of a card's image in PRODUCT_GRID at each viewport, for `sizes` (docs/decisions/125). Below 480 px a
 * card is one column with its image 2/5 of the card beside the text; the page has 16 px gutters (24 from 640,
 * 32 from 1024, 1280 px at most) and the grid 20 px gaps.
 */
export const PRODUCT_GRID_SIZES =
  '(min-width: 1280px) 289px, (min-width: 1024px) calc(25vw - 31px), (min-width: 640px) calc(50vw - 34px), (min-width: 480px) calc(50vw - 26px), calc(40vw - 13px)'

/** Products as a grid of cards; `leading` when the grid holds the page's first images (docs/decisions/125). */
export function ProductGrid({
  products,
  className = PRODUCT_GRID,
  sizes = PRODUCT_GRID_SIZES,
  leading = false,
  headingLevel = 3,
  serviceChargePercent,
}: {
  products: ProductListItem[]
  /** The owner's service charge, named beside each card's price. */
  serviceChargePercent: number
  className?: string
  /** The width of one card's image at each viewport, as `className` lays the grid out. */
  sizes?: string
  leading?: boolean
  /** Of each card's name: 2 when the grid sits right under the page's title. */
  headingLevel?: 2 | 3
}) {
  return (
    <ul className={className}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            sizes={sizes}
            priority={gridImagePriority(index, leading)}
            headingLevel={headingLevel}
            serviceChargePercent={serviceChargePercent}
          />
        </li>
      ))}
    </ul>
  )
}

/** `count` skeleton cards, announced once as loading. */
export function ProductGridSkeleton({
  count,
  label,
  className = PRODUCT_GRID,
}: {
  count: number
  label?: string
  className?: string
}) {
  const { t } = useTranslation(['catalog'])
  return (
    <div role="status" aria-label={label ?? t('catalog:list.loadingCards')} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  )
}
