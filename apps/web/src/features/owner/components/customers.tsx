import { OWNER_LIST_PAGE_SIZE, type CustomerSummary, formatPhone, isStaffRole } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { formatAed, formatDate, formatDateTime } from '../../../lib/format'
import { useCustomer, useCustomers, useSetCustomerDisabled } from '../api'
import {
  EmptyNotice,
  Loading,
  PageHeading,
  pageOf,
  Panel,
  PaymentStateText,
  SearchForm,
  StatusBadge,
  withParams,
} from './owner-ui'

function AccountBadge({ customer }: { customer: CustomerSummary }) {
  const { t } = useTranslation(['owner'])
  if (customer.disabledAt) {
    return (
      <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
        {t('owner:customers.disabledBadge')}
      </span>
    )
  }
  if (isStaffRole(customer.role)) {
    return (
      <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-gold-200">
        {t('owner:customers.adminBadge')}
      </span>
    )
  }
  return null
}

/** docs/product.md#for-the-owner: the shop's accounts, searched by name or email, with their orders and money. */
export function CustomersList({
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
  const list = useCustomers(query)
  const [search, setSearch] = useState(params.get('search') ?? '')
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    onParams(withParams(params, { search: search.trim() }))
  }
  const hrefOf = (target: number) => {
    const text = withParams(params, { page: target > 1 ? String(target) : undefined }).toString()
    return text ? `/admin/customers?${text}` : '/admin/customers'
  }
  return (
    <div className="space-y-6">
      <PageHeading title={t('owner:customers.title')} lead={t('owner:customers.lead')} />
      <SearchForm
        id="customers-search"
        label={t('owner:customers.searchLabel')}
        placeholder={t('owner:customers.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        onSubmit={onSearch}
      />
      {list.isPending ? (
        <Loading label={t('owner:customers.loading')} />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyNotice>{t('owner:customers.none')}</EmptyNotice>
      ) : (
        <>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
            {list.data.data.map((customer) => (
              <li key={customer.id}>
                <Link
                  to={`/admin/customer/${customer.id}`}
                  className="grid gap-1 px-4 py-3 hover:bg-cream-50 md:grid-cols-[1fr_10rem_10rem] md:items-center"
                >
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                      {customer.firstName} {customer.lastName} <AccountBadge customer={customer} />
                    </span>
                    <span className="block truncate text-sm text-ink-600">{customer.email}</span>
                  </span>
                  <span className="text-sm text-ink-700">
                    {t('owner:shared.orders', { count: customer.orderCount })} ·{' '}
                    <span dir="ltr" className="font-semibold tabular-nums">
                      {formatAed(customer.totalPaid)}
                    </span>
                  </span>
                  <span className="text-sm text-ink-600">
                    {customer.lastOrderAt
                      ? t('owner:customers.lastOrder', { date: formatDate(customer.lastOrderAt, 'shop') })
                      : t('owner:customers.noOrdersYet')}
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

/** docs/product.md#for-the-owner: one customer: profile, addresses, orders, totals; disable or enable the account. */
export function CustomerPage({ id }: { id: number }) {
  const { t } = useTranslation(['owner'])
  const query = useCustomer(id)
  const setDisabled = useSetCustomerDisabled()
  const [confirming, setConfirming] = useState(false)
  if (query.isPending) return <Loading label={t('owner:customer.loading')} />
  if (query.isError) {
    return (
      <div className="space-y-4">
        <Link to="/admin/customers" className="text-sm font-semibold text-gold-800 underline">
          {t('owner:customer.back')}
        </Link>
        <LoadError
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    )
  }
  const customer = query.data.data
  const disable = customer.disabledAt === null
  const apply = async () => {
    try {
      await setDisabled.mutateAsync({ id, disable })
      toast.success(
        disable
          ? t('owner:customer.disabledToast', { email: customer.email })
          : t('owner:customer.enabledToast', { email: customer.email }),
      )
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('owner:customer.changeFailed'))
    } finally {
      setConfirming(false)
    }
  }
  return (
    <div className="space-y-6">
      <Link to="/admin/customers" className="text-sm font-semibold text-gold-800 underline">
        {t('owner:customer.back')}
      </Link>
      <PageHeading
        title={`${customer.firstName} ${customer.lastName}`}
        lead={
          <span className="flex flex-wrap items-center gap-2 break-all">
            {customer.email} <AccountBadge customer={customer} />
          </span>
        }
        actions={
          customer.role === 'User' && (
            <Button size="sm" variant={disable ? 'danger' : 'primary'} onClick={() => setConfirming(true)}>
              {disable ? t('owner:customer.disableAccount') : t('owner:customer.enableAccount')}
            </Button>
          )
        }
      />
      <section aria-label={t('owner:customer.totals')} className="grid gap-4 sm:grid-cols-3">
        {[
          [t('owner:customer.orders'), String(customer.orderCount)],
          [t('owner:customer.paid'), formatAed(customer.totalPaid)],
          [t('owner:customer.since'), formatDate(customer.createdAt, 'shop')],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <p className="text-sm text-ink-600">{label}</p>
            <p className="mt-1 font-display text-xl font-semibold text-ink-900 tabular-nums">
              <bdi>{value}</bdi>
            </p>
          </div>
        ))}
      </section>
      {customer.disabledAt && (
        <p role="status" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('owner:customer.disabledSince', { date: formatDateTime(customer.disabledAt, 'shop') })}
        </p>
      )}
      <Panel title={t('owner:customer.orders')}>
        {customer.orders.length === 0 ? (
          <p className="text-ink-600">{t('owner:customer.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {customer.orders.map((order) => (
              <li key={order.orderId}>
                <Link
                  to={`/admin/order/${order.orderId}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm hover:bg-cream-50"
                >
                  <span dir="ltr" className="font-mono font-semibold">
                    #{order.orderId}
                  </span>
                  <span dir="auto" className="text-ink-600">
                    {formatDateTime(order.createdAt, 'shop')}
                  </span>
                  <StatusBadge status={order.status} />
                  <PaymentStateText state={order.paymentState} />
                  <span dir="ltr" className="font-semibold tabular-nums">
                    {formatAed(order.totalPrice)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('owner:customer.addresses')}>
        {customer.addresses.length === 0 ? (
          <p className="text-ink-600">{t('owner:customer.noAddresses')}</p>
        ) : (
          <ul className="space-y-3 text-sm text-ink-700">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                {address.apartment
                  ? t('owner:customer.address', {
                      apartment: address.apartment,
                      building: address.building,
                      location: address.location,
                    })
                  : t('owner:customer.addressNoApartment', {
                      building: address.building,
                      location: address.location,
                    })}
                {address.additionalAddress && ` (${address.additionalAddress})`} ·{' '}
                <span dir="ltr">{formatPhone(address.phone)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          disable
            ? t('owner:customer.disableTitle', { email: customer.email })
            : t('owner:customer.enableTitle', { email: customer.email })
        }
        description={disable ? t('owner:customer.disableBody') : t('owner:customer.enableBody')}
        confirmLabel={
          setDisabled.isPending
            ? t('owner:shared.saving')
            : disable
              ? t('owner:customer.disable')
              : t('owner:customer.enable')
        }
        pending={setDisabled.isPending}
        onConfirm={() => void apply()}
      />
    </div>
  )
}
