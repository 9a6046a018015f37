import type { ProductListItem } from '@shop/contract'
import { useTranslation } from 'react-i18next'
import { ProductCard, ProductCardSkeleton } from './product-card'

export const PRODUCT_GRID = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4'

/** Products as a grid of cards. */
export function ProductGrid({
  products,
  className = PRODUCT_GRID,
}: {
  products: ProductListItem[]
  className?: string
}) {
  return (
    <ul className={className}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
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
