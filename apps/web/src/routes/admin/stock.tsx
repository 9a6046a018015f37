import { useSearchParams } from '../../lib/router'
import { LowStockList } from '../../features/stock/components/low-stock-list'
import { ProductPicker } from '../../features/stock/components/product-picker'
import { ProductStock } from '../../features/stock/components/product-stock'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/** A positive whole number from the URL, or null. */
function idOf(value: string | null): number | null {
  const id = Number(value)
  return value !== null && Number.isInteger(id) && id >= 1 ? id : null
}

/**
 * docs/product.md#for-the-owner: the owner's stock: the low-stock list, and one product's ledger and adjustment. A child of the
 * /admin layout, which gives the container and the owners-only guard.
 */
export function Component() {
  const { t } = useTranslation(['stock'])
  usePageTitle(t('stock:page.title'))
  const [searchParams] = useSearchParams()
  const productId = idOf(searchParams.get('product'))
  const page = idOf(searchParams.get('page')) ?? 1
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t('stock:page.title')}
        </h1>
        <p className="mt-2 text-ink-600">{t('stock:page.lead')}</p>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-8">
          <ProductPicker />
          <LowStockList selectedId={productId} />
        </div>
        {/* On a phone the chosen product comes first: the lists are how the owner got there. */}
        {productId === null ? (
          <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-ink-600">
            {t('stock:page.pick')}
          </p>
        ) : (
          <div className="max-lg:order-first">
            <ProductStock
              productId={productId}
              page={page}
              hrefOf={(next) => `/admin/stock?product=${productId}${next > 1 ? `&page=${next}` : ''}`}
            />
          </div>
        )}
      </div>
    </div>
  )
}
