import type { OrderStatus, PaymentState } from '@shop/contract'
import { Search } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Button } from '../../../components/ui/button'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { ORDER_STATUS_BADGE_CLASS } from '../../../lib/order-status-colours'

// Small pieces every back-office page shares.

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(['owner'])
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        ORDER_STATUS_BADGE_CLASS[status],
      )}
    >
      {t(`owner:status.${status}`)}
    </span>
  )
}

const PAYMENT_STATE_CLASS: Readonly<Record<PaymentState, string>> = {
  unpaid: 'text-ink-600',
  part: 'text-orange-800',
  paid: 'text-emerald-800',
  overpaid: 'text-red-800',
}

export function PaymentStateText({ state }: { state: PaymentState }) {
  const { t } = useTranslation(['owner'])
  return (
    <span className={cx('text-sm font-semibold', PAYMENT_STATE_CLASS[state])}>
      {t(`owner:paymentState.${state}`)}
    </span>
  )
}

// The shop's day is Dubai's, whoever looks (docs/product.md#rules-the-shop-keeps): dates show in Asia/Dubai.
/** A page's title and one line saying what it is for, with optional actions on the right. */
export function PageHeading({
  title,
  lead,
  actions,
}: {
  title: ReactNode
  lead?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-2 text-ink-600">{lead}</p>}
      </div>
      {actions}
    </div>
  )
}

/** A white card with a heading. */
export function Panel({
  title,
  children,
  className,
  actions,
}: {
  title: string
  children: ReactNode
  className?: string
  actions?: ReactNode
}) {
  return (
    <section
      aria-label={title}
      className={cx('rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-lg font-semibold text-ink-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

/** Loading placeholder of a back-office page. */
export function Loading({ label }: { label: string }) {
  return <div role="status" aria-label={label} className="h-64 animate-pulse rounded-2xl bg-cream-200" />
}

/** `current` with `changes` applied (empty or undefined removes a key; any change but the page resets it). */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, value)
  }
  if (!('page' in changes)) next.delete('page')
  return next
}

/** The page number of the URL (1 when absent or not a whole number above 0). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The search box of an owner list: submitted with Enter or the button, labelled for screen readers. */
export function SearchForm(props: {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  onSubmit: (event: FormEvent) => void
}) {
  const { t } = useTranslation(['owner'])
  return (
    <form role="search" onSubmit={props.onSubmit} className="flex gap-2">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <input
        id={props.id}
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        className={cx(INPUT_CLASS, 'border-line')}
      />
      <Button type="submit" variant="dark" aria-label={t('owner:shared.search')}>
        <Search aria-hidden="true" className="size-4" />
      </Button>
    </form>
  )
}

/** What an owner list says when nothing matches its filters. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-ink-600">
      {children}
    </p>
  )
}
