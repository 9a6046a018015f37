import { ORDER_STATUSES, OWNER_LIST_PAGE_SIZE, PAYMENT_STATES, type OrderStatus } from '@shop/contract'
import { Download } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { formatAed, formatDateTime } from '../../../lib/format'
import { ordersExportHref, useAllOrders } from '../api'
import {
  EmptyNotice,
  Loading,
  PageHeading,
  pageOf,
  PaymentStateText,
  SearchForm,
  StatusBadge,
  withParams,
} from './owner-ui'

const LABEL = 'mb-1.5 block text-sm font-medium text-ink-800'

/** The statuses of `status=A,B` in the URL, in the table's order. */
export function statusesOf(params: URLSearchParams): OrderStatus[] {
  const wanted = new Set((params.get('status') ?? '').split(','))
  return ORDER_STATUSES.filter((status) => wanted.has(status))
}

/**
 * docs/product.md#for-the-owner: every order, filtered and searched, paged by the server. The filters live in the URL (`params`),
 * so a filtered list can be bookmarked, shared and exported as it is.
 */
export function AllOrders({
  params,
  onParams,
}: {
  params: URLSearchParams
  onParams: (next: URLSearchParams) => void
}) {
  const { t } = useTranslation(['owner'])
  const page = pageOf(params)
  const query = new URLSearchParams(params)
  query.set('limit', String(OWNER_LIST_PAGE_SIZE))
  const list = useAllOrders(query)
  const statuses = statusesOf(params)
  const [search, setSearch] = useState(params.get('search') ?? '')

  const toggleStatus = (status: OrderStatus) => {
    const next = statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]
    onParams(withParams(params, { status: ORDER_STATUSES.filter((s) => next.includes(s)).join(',') }))
  }
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    onParams(withParams(params, { search: search.trim() }))
  }
  const hrefOf = (target: number) => {
    const next = withParams(params, { page: target > 1 ? String(target) : undefined })
    const text = next.toString()
    return text ? `/admin/orders?${text}` : '/admin/orders'
  }

  return (
    <div className="space-y-6">
      <PageHeading
        title={t('owner:orders.title')}
        lead={t('owner:orders.lead')}
        actions={
          <a
            href={ordersExportHref(params)}
            download
            className="inline-flex items-center gap-2 rounded-full border border-ink-900/15 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-gold-500"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('owner:orders.export')}
          </a>
        }
      />

      <section
        aria-label={t('owner:shared.filters')}
        className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
      >
        <SearchForm
          id="orders-search"
          label={t('owner:orders.searchLabel')}
          placeholder={t('owner:orders.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          onSubmit={onSearch}
        />
        <fieldset>
          <legend className={LABEL}>{t('owner:orders.status')}</legend>
          <div className="flex flex-wrap gap-1.5">
            {ORDER_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                aria-pressed={statuses.includes(status)}
                onClick={() => toggleStatus(status)}
                className={cx(
                  'rounded-full px-3 py-1.5 text-[13px] font-semibold transition',
                  statuses.includes(status)
                    ? 'bg-ink-900 text-gold-200'
                    : 'bg-cream-100 text-ink-700 hover:bg-cream-200',
                )}
              >
                {t(`owner:status.${status}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="orders-payment" className={LABEL}>
              {t('owner:orders.payment')}
            </label>
            <select
              id="orders-payment"
              value={params.get('payment') ?? ''}
              onChange={(event) => onParams(withParams(params, { payment: event.target.value }))}
              className={cx(INPUT_CLASS, 'border-line')}
            >
              <option value="">{t('owner:shared.any')}</option>
              {PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`owner:paymentState.${state}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="orders-from" className={LABEL}>
              {t('owner:shared.fromDay')}
            </label>
            <input
              id="orders-from"
              type="date"
              value={params.get('from') ?? ''}
              onChange={(event) => onParams(withParams(params, { from: event.target.value }))}
              className={cx(INPUT_CLASS, 'border-line')}
            />
          </div>
          <div>
            <label htmlFor="orders-to" className={LABEL}>
              {t('owner:shared.toDay')}
            </label>
            <input
              id="orders-to"
              type="date"
              value={params.get('to') ?? ''}
              onChange={(event) => onParams(withParams(params, { to: event.target.value }))}
              className={cx(INPUT_CLASS, 'border-line')}
            />
          </div>
        </div>
        {params.toString() !== '' && (
          <Link
            to="/admin/orders"
            onClick={() => setSearch('')}
            className="inline-block text-sm font-semibold text-gold-800 underline"
          >
            {t('owner:shared.clearFilters')}
          </Link>
        )}
      </section>

      {list.isPending ? (
        <Loading label={t('owner:orders.loading')} />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyNotice>{t('owner:orders.none')}</EmptyNotice>
      ) : (
        <>
          <p className="text-sm text-ink-600" aria-live="polite">
            {t('owner:shared.orders', { count: list.data.meta.count })}
          </p>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
            {list.data.data.map((order) => (
              <li key={order.orderId}>
                <Link
                  to={`/admin/order/${order.orderId}`}
                  className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-cream-50 md:grid-cols-[9rem_1fr_8rem_7rem_6rem] md:items-center"
                >
                  <span dir="ltr" className="justify-self-start font-mono text-sm font-semibold text-ink-900">
                    #{order.orderId}
                  </span>
                  <span className="text-end md:order-4 md:text-start">
                    <StatusBadge status={order.status} />
                  </span>
                  <span className="min-w-0 text-sm text-ink-700 md:order-2">
                    <span className="block truncate">
                      {order.buyer.firstName} {order.buyer.lastName} · <bdi>{order.buyer.email}</bdi>
                    </span>
                    <span className="block truncate text-ink-500">
                      <bdi>{formatDateTime(order.createdAt, 'shop')}</bdi> · {order.location}
                    </span>
                  </span>
                  <span className="text-end text-sm font-semibold text-ink-900 tabular-nums md:order-3">
                    <span dir="ltr">{formatAed(order.totalPrice)}</span>
                  </span>
                  <span className="col-span-2 md:order-5 md:col-span-1">
                    <PaymentStateText state={order.paymentState} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(list.data.meta.count / OWNER_LIST_PAGE_SIZE)}
            hrefOf={hrefOf}
          />
        </>
      )}
    </div>
  )
}
