import { STOCK_LEDGER_PAGE_SIZE } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { Pagination } from '../../../components/ui/pagination'
import { ApiError } from '../../../lib/api-client'
import { LoadError } from '../../../components/ui/status-message'
import { cx } from '../../../lib/cx'
import { useStockLedger } from '../api'
import { AdjustStockForm } from './adjust-stock-form'
import { StockLedgerList } from './stock-ledger-list'

/** One product's stock: the figure, the adjustment form and its ledger, paged. */
export function ProductStock({
  productId,
  page,
  hrefOf,
}: {
  productId: number
  page: number
  hrefOf: (page: number) => string
}) {
  const { t } = useTranslation(['stock'])
  const ledger = useStockLedger(productId, page)
  if (ledger.isPending) {
    return (
      <div
        role="status"
        aria-label={t('stock:product.loading')}
        className="h-72 animate-pulse rounded-2xl bg-cream-200"
      />
    )
  }
  if (ledger.isError) {
    return (
      <LoadError
        message={
          ledger.error instanceof ApiError && ledger.error.status === 404
            ? t('stock:product.notFound')
            : ledger.error.message
        }
        onRetry={() => void ledger.refetch()}
        isRetrying={ledger.isFetching}
      />
    )
  }
  const { product, entries } = ledger.data.data
  const low = product.stock <= product.lowStockThreshold
  return (
    <section aria-labelledby="product-stock-heading" className="space-y-6">
      <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id="product-stock-heading" className="font-display text-2xl font-semibold text-ink-900">
              {product.name}
            </h2>
            <p className="text-sm text-ink-500">{t('stock:product.sku', { sku: product.sku })}</p>
          </div>
          <div className="sm:text-end">
            <p className={cx('text-3xl font-semibold tabular-nums', low ? 'text-red-700' : 'text-ink-900')}>
              {product.stock}
            </p>
            <p className="text-xs text-ink-500">
              {t('stock:product.inStock', { level: product.lowStockThreshold })}
            </p>
          </div>
        </div>
        <div className="mt-6 border-t border-line pt-5">
          <AdjustStockForm key={product.id} product={product} />
        </div>
      </div>
      <div className="space-y-3">
        <h3 className="font-display text-lg font-semibold text-ink-900">{t('stock:product.ledger')}</h3>
        <StockLedgerList entries={entries} />
        <Pagination
          page={page}
          pageCount={Math.ceil(ledger.data.meta.count / STOCK_LEDGER_PAGE_SIZE)}
          hrefOf={hrefOf}
        />
      </div>
    </section>
  )
}
