import { METAL_TYPES, type Dashboard, type MetalType } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link } from '../../../lib/router'
import { LoadError } from '../../../components/ui/status-message'
import { formatAed, formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useDashboard } from '../api'
import { Loading, PageHeading, Panel, StatusBadge } from './owner-ui'
import { SalesChart } from './sales-chart'

/** How old an instant is, for health lines: "3 min ago", "2 h ago", "never". */
export function ageOf(iso: string | null, now: Date, t: TFunction): string {
  if (iso === null) return t('owner:age.never')
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000))
  if (seconds < 90) return t('owner:age.seconds', { n: seconds })
  if (seconds < 90 * 60) return t('owner:age.minutes', { n: Math.round(seconds / 60) })
  if (seconds < 48 * 3600) return t('owner:age.hours', { n: Math.round(seconds / 3600) })
  return t('owner:age.days', { n: Math.round(seconds / 86400) })
}

const isMetalType = (value: string): value is MetalType => (METAL_TYPES as readonly string[]).includes(value)

/** docs/product.md#for-the-owner: the owner's figures on one page. */
export function DashboardView({ now }: { now: Date }) {
  const { t } = useTranslation(['owner'])
  const query = useDashboard()
  if (query.isPending) return <Loading label={t('owner:dashboard.loading')} />
  if (query.isError) {
    return (
      <LoadError
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  const data = query.data.data
  return (
    <div className="space-y-6">
      <PageHeading title={t('owner:dashboard.title')} lead={t('owner:dashboard.lead')} />
      <SalesFigures data={data} />
      <Panel title={t('owner:dashboard.dailySales')}>
        <SalesChart daily={data.daily} />
      </Panel>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <Panel title={t('owner:dashboard.ordersByStatus')}>
          <ul className="flex flex-wrap gap-2">
            {data.ordersByStatus.map((entry) => (
              <li key={entry.status}>
                <Link
                  to={`/admin/orders?status=${entry.status}`}
                  className="flex items-center gap-2 rounded-full border border-line px-2 py-1 text-sm hover:border-gold-500"
                >
                  <StatusBadge status={entry.status} />
                  <span className="font-semibold tabular-nums">{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel
          title={t('owner:dashboard.moneyToSettle')}
          actions={
            <Link to="/admin/money" className="text-sm font-semibold text-gold-800 underline">
              {t('owner:dashboard.open')}
            </Link>
          }
        >
          <p className="text-ink-700">
            {data.toSettle.orders === 0 ? (
              t('owner:dashboard.nothingOwed')
            ) : (
              <Trans
                t={t}
                i18nKey="owner:dashboard.owe"
                count={data.toSettle.orders}
                values={{ btc: formatBtcAmount(data.toSettle.btc) }}
                components={[<strong className="tabular-nums" />, <strong dir="ltr" />]}
              />
            )}
          </p>
        </Panel>
        <Panel title={t('owner:dashboard.topProducts')}>
          {data.topProducts.length === 0 ? (
            <p className="text-ink-600">{t('owner:dashboard.noSales')}</p>
          ) : (
            <ol className="divide-y divide-line">
              {data.topProducts.map((product) => (
                <li
                  key={product.productId}
                  className="flex items-baseline justify-between gap-3 py-2 text-sm"
                >
                  {/* A Latin name truncates at its own end on an Arabic page too. */}
                  <span dir="auto" className="min-w-0 truncate text-ink-900">
                    {product.name}
                  </span>
                  <span className="shrink-0 text-ink-600 tabular-nums">
                    <Trans
                      t={t}
                      i18nKey="owner:dashboard.sold"
                      values={{ quantity: product.quantity, revenue: formatAed(product.revenue) }}
                      components={[<strong dir="ltr" className="text-ink-900" />]}
                    />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title={t('owner:dashboard.lowStock')}>
          {data.lowStock.length === 0 ? (
            <p className="text-ink-600">{t('owner:dashboard.noLowStock')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {data.lowStock.map((product) => (
                <li
                  key={product.productId}
                  className="flex items-baseline justify-between gap-3 py-2 text-sm"
                >
                  <span dir="auto" className="min-w-0 truncate">
                    {product.name}{' '}
                    <span dir="ltr" className="text-ink-500">
                      {product.sku}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold text-red-800 tabular-nums">
                    {t('owner:dashboard.left', {
                      stock: product.stock,
                      threshold: product.lowStockThreshold,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('owner:dashboard.watcher')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-600">{t('owner:dashboard.lastPoll')}</dt>
            <dd>{ageOf(data.watcher.lastPollAt, now, t)}</dd>
            <dt className="text-ink-600">{t('owner:dashboard.chainTip')}</dt>
            <dd className="tabular-nums">{data.watcher.chainTip ?? t('owner:dashboard.notReadYet')}</dd>
            <dt className="text-ink-600">{t('owner:dashboard.btcRate')}</dt>
            <dd>
              {data.watcher.rateAt === null
                ? t('owner:dashboard.rateByConfig')
                : ageOf(data.watcher.rateAt, now, t)}
            </dd>
            <dt className="text-ink-600">{t('owner:dashboard.setAside')}</dt>
            <dd
              className={
                data.watcher.setAside.length > 0 ? 'font-semibold text-red-800 tabular-nums' : 'tabular-nums'
              }
            >
              {data.watcher.setAside.length > 0
                ? data.watcher.setAside.length
                : t('owner:dashboard.setAsideNone')}
            </dd>
          </dl>
          {data.watcher.setAside.length > 0 && (
            <>
              <p className="mt-3 text-sm text-ink-600">{t('owner:dashboard.setAsideHelp')}</p>
              <ul className="mt-2 divide-y divide-line text-sm">
                {data.watcher.setAside.map((order) => (
                  <li key={order.orderUniqueId} className="py-2">
                    <Link
                      to={`/admin/order/${order.orderUniqueId}`}
                      className="font-semibold text-gold-800 underline"
                      dir="ltr"
                    >
                      {order.orderUniqueId}
                    </Link>{' '}
                    <span className="text-ink-600">
                      {t('owner:dashboard.setAsideLine', {
                        status: t(`owner:status.${order.status}`),
                        attempts: order.attempts,
                        retry: formatDateTime(order.retryAt, 'shop'),
                      })}
                    </span>
                    <p dir="ltr" className="mt-1 break-words font-mono text-xs text-red-800">
                      {order.error}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
        <Panel title={t('owner:dashboard.metalFeed')}>
          {data.metalFeed.length === 0 ? (
            <p className="text-ink-600">{t('owner:dashboard.noMetalPrices')}</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {data.metalFeed.map((metal) => (
                <li key={metal.metal} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="font-semibold">
                    {isMetalType(metal.metal) ? t(`owner:dashboard.metals.${metal.metal}`) : metal.metal}
                  </span>
                  <span className="text-ink-600">
                    {t('owner:dashboard.metalLine', {
                      price: formatAed(metal.pricePerGram),
                      source: metal.source,
                    })}
                    <span title={formatDateTime(metal.updatedAt, 'shop')}>
                      {ageOf(metal.updatedAt, now, t)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  )
}

function SalesFigures({ data }: { data: Dashboard }) {
  const { t } = useTranslation(['owner'])
  const figures = [
    [t('owner:dashboard.salesToday'), data.sales.today],
    [t('owner:dashboard.sales7'), data.sales.days7],
    [t('owner:dashboard.sales30'), data.sales.days30],
  ] as const
  return (
    <section aria-label={t('owner:dashboard.sales')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map(([label, sales]) => (
        <div key={label} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <p className="text-sm text-ink-600">{label}</p>
          <p className="mt-1 font-display text-2xl font-semibold text-ink-900 tabular-nums">
            <span dir="ltr">{formatAed(sales.aed)}</span>
          </p>
          <p className="mt-1 text-sm text-ink-600 tabular-nums">
            <span dir="ltr">{formatBtcAmount(sales.btc)}</span> ·{' '}
            {t('owner:shared.orders', { count: sales.orders })}
          </p>
        </div>
      ))}
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <p className="text-sm text-ink-600">{t('owner:dashboard.averageOrder')}</p>
        <p className="mt-1 font-display text-2xl font-semibold text-ink-900 tabular-nums">
          <span dir="ltr">{formatAed(data.averageOrderValue)}</span>
        </p>
      </div>
    </section>
  )
}
