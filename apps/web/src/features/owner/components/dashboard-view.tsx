import type { Dashboard } from '@shop/contract'
import { Link } from 'react-router'
import { LoadError } from '../../../components/ui/status-message'
import { formatAed, formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useDashboard } from '../office-api'
import { Loading, PageHeading, Panel, StatusBadge } from './office-ui'
import { SalesChart } from './sales-chart'

/** How old an instant is, for health lines: "3 min ago", "2 h ago", "never". */
export function ageOf(iso: string | null, now: Date): string {
  if (iso === null) return 'never'
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000))
  if (seconds < 90) return `${seconds} s ago`
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min ago`
  if (seconds < 48 * 3600) return `${Math.round(seconds / 3600)} h ago`
  return `${Math.round(seconds / 86400)} days ago`
}

/** docs/product.md#for-the-owner: the owner's figures on one page. */
export function DashboardView({ now }: { now: Date }) {
  const query = useDashboard()
  if (query.isPending) return <Loading label="Loading the dashboard" />
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
      <PageHeading title="Dashboard" lead="Sales by UAE day, what needs you, and the health of the feeds." />
      <SalesFigures data={data} />
      <Panel title="Daily sales">
        <SalesChart daily={data.daily} />
      </Panel>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <Panel title="Orders by status">
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
          title="Money to settle"
          actions={
            <Link to="/admin/money" className="text-sm font-semibold text-gold-800 underline">
              Open
            </Link>
          }
        >
          <p className="text-ink-700">
            {data.toSettle.orders === 0 ? (
              'Nothing owed to buyers.'
            ) : (
              <>
                <strong className="tabular-nums">{data.toSettle.orders}</strong>{' '}
                {data.toSettle.orders === 1 ? 'order owes' : 'orders owe'} buyers{' '}
                <strong>{formatBtcAmount(data.toSettle.btc)}</strong>.
              </>
            )}
          </p>
        </Panel>
        <Panel title="Top products, 30 days">
          {data.topProducts.length === 0 ? (
            <p className="text-ink-600">No sales in the last 30 days.</p>
          ) : (
            <ol className="divide-y divide-line">
              {data.topProducts.map((product) => (
                <li
                  key={product.productId}
                  className="flex items-baseline justify-between gap-3 py-2 text-sm"
                >
                  <span className="min-w-0 truncate text-ink-900">{product.name}</span>
                  <span className="shrink-0 text-ink-600 tabular-nums">
                    {product.quantity} sold ·{' '}
                    <strong className="text-ink-900">{formatAed(product.revenue)}</strong>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title="Low stock">
          {data.lowStock.length === 0 ? (
            <p className="text-ink-600">Every product on sale is above its low-stock level.</p>
          ) : (
            <ul className="divide-y divide-line">
              {data.lowStock.map((product) => (
                <li
                  key={product.productId}
                  className="flex items-baseline justify-between gap-3 py-2 text-sm"
                >
                  <span className="min-w-0 truncate">
                    {product.name} <span className="text-ink-500">{product.sku}</span>
                  </span>
                  <span className="shrink-0 font-semibold text-red-800 tabular-nums">
                    {product.stock} left (alert at {product.lowStockThreshold})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Payment watcher">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-600">Last poll</dt>
            <dd>{ageOf(data.watcher.lastPollAt, now)}</dd>
            <dt className="text-ink-600">Chain tip</dt>
            <dd className="tabular-nums">{data.watcher.chainTip ?? 'not read yet'}</dd>
            <dt className="text-ink-600">BTC rate</dt>
            <dd>
              {data.watcher.rateAt === null
                ? 'set by configuration or none yet'
                : ageOf(data.watcher.rateAt, now)}
            </dd>
          </dl>
        </Panel>
        <Panel title="Metal prices feed">
          {data.metalFeed.length === 0 ? (
            <p className="text-ink-600">No metal prices yet.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {data.metalFeed.map((metal) => (
                <li key={metal.metal} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="font-semibold capitalize">{metal.metal}</span>
                  <span className="text-ink-600">
                    {formatAed(metal.pricePerGram)}/g · {metal.source} ·{' '}
                    <span title={formatDateTime(metal.updatedAt, 'shop')}>{ageOf(metal.updatedAt, now)}</span>
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
  const figures = [
    ['Today', data.sales.today],
    ['7 days', data.sales.days7],
    ['30 days', data.sales.days30],
  ] as const
  return (
    <section aria-label="Sales" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map(([label, sales]) => (
        <div key={label} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <p className="text-sm text-ink-600">Sales, {label.toLowerCase()}</p>
          <p className="mt-1 font-display text-2xl font-semibold text-ink-900 tabular-nums">
            {formatAed(sales.aed)}
          </p>
          <p className="mt-1 text-sm text-ink-600 tabular-nums">
            {formatBtcAmount(sales.btc)} · {sales.orders} {sales.orders === 1 ? 'order' : 'orders'}
          </p>
        </div>
      ))}
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <p className="text-sm text-ink-600">Average order, 30 days</p>
        <p className="mt-1 font-display text-2xl font-semibold text-ink-900 tabular-nums">
          {formatAed(data.averageOrderValue)}
        </p>
      </div>
    </section>
  )
}
