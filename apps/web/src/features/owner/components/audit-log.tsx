import { AUDIT_ENTITY_TYPES, OWNER_LIST_PAGE_SIZE, type AuditEntryWire } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format'
import { Button } from '../../../components/ui/button'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { useAudit } from '../office-api'
import { EmptyNotice, Loading, PageHeading, pageOf, withParams } from './office-ui'

const LABEL = 'mb-1.5 block text-sm font-medium text-ink-800'
const FIELDS = ['action', 'entity_type', 'entity_id', 'actor', 'from', 'to'] as const
type Field = (typeof FIELDS)[number]

export interface DiffRow {
  key: string
  before: string
  after: string
  changed: boolean
}

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)

/**
 * The before and after of an audit row, key by key (top level of each object); a value that is not an object
 * is one row named "value". Changed keys first, in the order they appear.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === null || value === undefined
        ? {}
        : { value }
  const from = asRecord(before)
  const to = asRecord(after)
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])]
  const rows = keys.map((key) => {
    const a = show(from[key])
    const b = show(to[key])
    return { key, before: a, after: b, changed: a !== b }
  })
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)]
}

/** docs/product.md#for-the-owner: every owner action with who, when, and before and after; filters in the URL. */
export function AuditLog({
  params,
  onParams,
}: {
  params: URLSearchParams
  onParams: (next: URLSearchParams) => void
}) {
  const page = pageOf(params)
  const query = new URLSearchParams(params)
  query.set('limit', String(OWNER_LIST_PAGE_SIZE))
  const list = useAudit(query)
  const [draft, setDraft] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<Field, string>,
  )
  const set = (field: Field) => (value: string) => setDraft((current) => ({ ...current, [field]: value }))
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onParams(withParams(params, Object.fromEntries(FIELDS.map((field) => [field, draft[field].trim()]))))
  }
  const hrefOf = (target: number) => {
    const text = withParams(params, { page: target > 1 ? String(target) : undefined }).toString()
    return text ? `/admin/audit?${text}` : '/admin/audit'
  }
  const input = (field: Field, label: string, props: { type?: string; placeholder?: string } = {}) => (
    <div>
      <label htmlFor={`audit-${field}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`audit-${field}`}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        value={draft[field]}
        onChange={(event) => set(field)(event.target.value)}
        className={cx(INPUT_CLASS, 'border-line')}
      />
    </div>
  )

  return (
    <div className="space-y-6">
      <PageHeading
        title="Audit log"
        lead="Every owner action, newest first. Rows are never changed or removed."
      />
      <form
        aria-label="Filters"
        onSubmit={apply}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 xl:grid-cols-3"
      >
        {input('action', 'Action', { placeholder: 'order.ship, or order. for all' })}
        <div>
          <label htmlFor="audit-entity_type" className={LABEL}>
            Kind
          </label>
          <select
            id="audit-entity_type"
            value={draft.entity_type}
            onChange={(event) => set('entity_type')(event.target.value)}
            className={cx(INPUT_CLASS, 'border-line')}
          >
            <option value="">Any</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type.replace('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        {input('entity_id', 'Record id', { placeholder: 'Order id, product id…' })}
        {input('actor', 'Who', { placeholder: 'Email or user id' })}
        {input('from', 'From (UAE day)', { type: 'date' })}
        {input('to', 'To (UAE day)', { type: 'date' })}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 xl:col-span-3">
          <Button type="submit" size="sm" variant="dark">
            Apply filters
          </Button>
          {params.toString() !== '' && (
            <Link to="/admin/audit" className="text-sm font-semibold text-gold-800 underline">
              Clear filters
            </Link>
          )}
        </div>
      </form>

      {list.isPending ? (
        <Loading label="Loading the audit log" />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyNotice>No actions match.</EmptyNotice>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.data.map((entry) => (
              <li key={entry.id}>
                <AuditRow entry={entry} />
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

function entityHref(entry: AuditEntryWire): string | null {
  if (entry.entityType === 'order') return `/admin/order/${entry.entityId}`
  if (entry.entityType === 'user') return `/admin/customer/${entry.entityId}`
  return null
}

function AuditRow({ entry }: { entry: AuditEntryWire }) {
  const rows = auditDiff(entry.before, entry.after)
  const href = entityHref(entry)
  return (
    <article
      aria-label={`${entry.action} ${entry.entityId}`}
      className="rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm">
          <span className="rounded bg-cream-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-ink-900">
            {entry.action}
          </span>{' '}
          {href ? (
            <Link to={href} className="font-semibold text-gold-800 underline">
              {entry.entityType} {entry.entityId}
            </Link>
          ) : (
            <span className="font-semibold">
              {entry.entityType} {entry.entityId}
            </span>
          )}
        </p>
        <p className="text-xs text-ink-600">
          {formatDateTime(entry.at, 'shop')} ·{' '}
          {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'the system'}
        </p>
      </div>
      {rows.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <thead className="text-ink-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Before
                </th>
                <th scope="col" className="py-1 font-medium">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={row.changed ? 'text-ink-900' : 'text-ink-500'}>
                  <th scope="row" className="py-1 pr-3 align-top font-mono font-medium">
                    {row.key}
                  </th>
                  <td
                    className={cx('py-1 pr-3 align-top [overflow-wrap:anywhere]', row.changed && 'bg-red-50')}
                  >
                    {row.before || '—'}
                  </td>
                  <td
                    className={cx('py-1 align-top [overflow-wrap:anywhere]', row.changed && 'bg-emerald-50')}
                  >
                    {row.after || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}
