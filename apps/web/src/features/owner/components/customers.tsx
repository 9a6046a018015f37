import { OWNER_LIST_PAGE_SIZE, type CustomerSummary } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { formatAed, formatDate, formatDateTime } from '../../../lib/format'
import { useCustomer, useCustomers, useSetCustomerDisabled } from '../office-api'
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
} from './office-ui'

function AccountBadge({ customer }: { customer: CustomerSummary }) {
  if (customer.disabledAt) {
    return (
      <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
        Disabled
      </span>
    )
  }
  if (customer.role === 'Admin') {
    return (
      <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-gold-200">Admin</span>
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
      <PageHeading title="Customers" lead="Every account, newest first, with what it ordered and paid." />
      <SearchForm
        id="customers-search"
        label="Search customers"
        placeholder="Name or email"
        value={search}
        onChange={setSearch}
        onSubmit={onSearch}
      />
      {list.isPending ? (
        <Loading label="Loading customers" />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyNotice>No customers match.</EmptyNotice>
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
                    {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} ·{' '}
                    <span className="font-semibold tabular-nums">{formatAed(customer.totalPaid)}</span>
                  </span>
                  <span className="text-sm text-ink-600">
                    {customer.lastOrderAt
                      ? `Last order ${formatDate(customer.lastOrderAt, 'shop')}`
                      : 'No orders yet'}
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
  const query = useCustomer(id)
  const setDisabled = useSetCustomerDisabled()
  const [confirming, setConfirming] = useState(false)
  if (query.isPending) return <Loading label="Loading the customer" />
  if (query.isError) {
    return (
      <div className="space-y-4">
        <Link to="/admin/customers" className="text-sm font-semibold text-gold-800 underline">
          Back to customers
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
        disable ? `${customer.email} is disabled and signed out.` : `${customer.email} can sign in again.`,
      )
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The account could not be changed.')
    } finally {
      setConfirming(false)
    }
  }
  return (
    <div className="space-y-6">
      <Link to="/admin/customers" className="text-sm font-semibold text-gold-800 underline">
        Back to customers
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
              {disable ? 'Disable account' : 'Enable account'}
            </Button>
          )
        }
      />
      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-3">
        {[
          ['Orders', String(customer.orderCount)],
          ['Paid', formatAed(customer.totalPaid)],
          ['Customer since', formatDate(customer.createdAt, 'shop')],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <p className="text-sm text-ink-600">{label}</p>
            <p className="mt-1 font-display text-xl font-semibold text-ink-900 tabular-nums">{value}</p>
          </div>
        ))}
      </section>
      {customer.disabledAt && (
        <p role="status" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          Disabled {formatDateTime(customer.disabledAt, 'shop')}: signed out everywhere and cannot sign in.
        </p>
      )}
      <Panel title="Orders">
        {customer.orders.length === 0 ? (
          <p className="text-ink-600">No orders yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {customer.orders.map((order) => (
              <li key={order.orderId}>
                <Link
                  to={`/admin/order/${order.orderId}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm hover:bg-cream-50"
                >
                  <span className="font-mono font-semibold">#{order.orderId}</span>
                  <span className="text-ink-600">{formatDateTime(order.createdAt, 'shop')}</span>
                  <StatusBadge status={order.status} />
                  <PaymentStateText state={order.paymentState} />
                  <span className="font-semibold tabular-nums">{formatAed(order.totalPrice)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Addresses">
        {customer.addresses.length === 0 ? (
          <p className="text-ink-600">No saved addresses.</p>
        ) : (
          <ul className="space-y-3 text-sm text-ink-700">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                Apt {address.apartment}, {address.building}, {address.location}
                {address.additionalAddress && ` (${address.additionalAddress})`} · {address.phone}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={disable ? `Disable ${customer.email}?` : `Enable ${customer.email}?`}
        description={
          disable
            ? 'They are signed out on every device at once and cannot sign in until you enable the account.'
            : 'They can sign in again with their password.'
        }
        confirmLabel={setDisabled.isPending ? 'Saving...' : disable ? 'Disable' : 'Enable'}
        pending={setDisabled.isPending}
        onConfirm={() => void apply()}
      />
    </div>
  )
}
