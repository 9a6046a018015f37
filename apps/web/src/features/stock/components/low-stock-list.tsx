import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { LoadError } from '../../../components/ui/status-message'
import { cx } from '../../../lib/cx'
import { useLowStock } from '../api'

/** Published products at or below their low-stock level, lowest first; each opens its stock page. */
export function LowStockList({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation(['stock'])
  const list = useLowStock()
  return (
    <section aria-labelledby="low-stock-heading" className="space-y-3">
      <h2 id="low-stock-heading" className="font-display text-xl font-semibold text-ink-900">
        {t('stock:low.title')}
        {list.data && list.data.meta.count > 0 && (
          <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 align-middle text-sm text-red-800">
            {list.data.meta.count}
          </span>
        )}
      </h2>
      {list.isPending ? (
        <div
          role="status"
          aria-label={t('stock:low.loading')}
          className="h-32 animate-pulse rounded-2xl bg-cream-200"
        />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white px-5 py-6 text-sm text-ink-600">
          {t('stock:low.none')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
          {list.data.data.map((product) => (
            <li key={product.id}>
              <Link
                to={`/admin/stock?product=${product.id}`}
                aria-current={product.id === selectedId ? 'page' : undefined}
                className={cx(
                  'flex items-center justify-between gap-3 px-4 py-3 hover:bg-cream-100',
                  product.id === selectedId && 'bg-gold-100',
                )}
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words text-ink-900">{product.name}</span>
                  <span className="block text-xs text-ink-500">
                    {t('stock:low.sku', { sku: product.sku })}
                  </span>
                </span>
                <span className="shrink-0 text-end text-sm">
                  <span
                    className={cx(
                      'block font-semibold tabular-nums',
                      product.stock === 0 ? 'text-red-700' : 'text-amber-700',
                    )}
                  >
                    {product.stock === 0 ? t('stock:low.out') : t('stock:low.left', { stock: product.stock })}
                  </span>
                  <span className="block text-xs text-ink-500">
                    {t('stock:low.level', { level: product.lowStockThreshold })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
