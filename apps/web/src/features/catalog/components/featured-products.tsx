import { HOME_FEATURED_PRODUCTS_COUNT } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { LoadError } from '../../../components/ui/status-message'
import { useFeaturedProducts } from '../products-api'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

const FEATURED_GRID = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5'
/** A card image's width in FEATURED_GRID, for `sizes` (gutters as PRODUCT_GRID_SIZES reads them). */
const FEATURED_SIZES =
  '(min-width: 1280px) 227px, (min-width: 1024px) calc(33.3vw - 35px), (min-width: 768px) calc(33.3vw - 30px), (min-width: 640px) calc(50vw - 34px), (min-width: 480px) calc(50vw - 26px), calc(40vw - 13px)'

/** docs/product.md#for-shoppers Home: the first 5 of up to 100 products. */
export function FeaturedProducts({ serviceChargePercent }: { serviceChargePercent: number }) {
  const { t } = useTranslation(['catalog'])
  const { data, isPending, isError, refetch, isRefetching } = useFeaturedProducts()
  if (isPending) {
    return (
      <ProductGridSkeleton
        count={HOME_FEATURED_PRODUCTS_COUNT}
        label={t('catalog:featured.loading')}
        className={FEATURED_GRID}
      />
    )
  }
  if (isError) {
    return (
      <LoadError
        message={t('catalog:featured.loadFailed')}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    )
  }
  if (data.length === 0) return <p className="text-ink-600">{t('catalog:featured.empty')}</p>
  // Below the category grid on the home page: its images load lazily, none is the page's LCP image.
  return (
    <ProductGrid
      products={data}
      className={FEATURED_GRID}
      sizes={FEATURED_SIZES}
      serviceChargePercent={serviceChargePercent}
    />
  )
}
