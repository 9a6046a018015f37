import { AUDIT_ENTITY_TYPES, OWNER_LIST_PAGE_SIZE, type AuditEntryWire } from '@shop/contract'
import type { TranslationKey } from '@shop/contract/i18n'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
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
  const { t } = useTranslation(['admin'])
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
      <PageHeading title={t('admin:audit.title')} lead={t('admin:audit.lead')} />
      <form
        aria-label={t('admin:shared.filters')}
        onSubmit={apply}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 xl:grid-cols-3"
      >
        {input('action', t('admin:audit.action'), { placeholder: t('admin:audit.actionPlaceholder') })}
        <div>
          <label htmlFor="audit-entity_type" className={LABEL}>
            {t('admin:audit.kind')}
          </label>
          <select
            id="audit-entity_type"
            value={draft.entity_type}
            onChange={(event) => set('entity_type')(event.target.value)}
            className={cx(INPUT_CLASS, 'border-line')}
          >
            <option value="">{t('admin:shared.any')}</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin:audit.entity.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {input('entity_id', t('admin:audit.recordId'), { placeholder: t('admin:audit.recordPlaceholder') })}
        {input('actor', t('admin:audit.who'), { placeholder: t('admin:audit.whoPlaceholder') })}
        {input('from', t('admin:shared.fromDay'), { type: 'date' })}
        {input('to', t('admin:shared.toDay'), { type: 'date' })}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 xl:col-span-3">
          <Button type="submit" size="sm" variant="dark">
            {t('admin:audit.apply')}
          </Button>
          {params.toString() !== '' && (
            <Link to="/admin/audit" className="text-sm font-semibold text-gold-800 underline">
              {t('admin:shared.clearFilters')}
            </Link>
          )}
        </div>
      </form>

      {list.isPending ? (
        <Loading label={t('admin:audit.loading')} />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyNotice>{t('admin:audit.none')}</EmptyNotice>
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
  const { t } = useTranslation(['admin'])
  const rows = auditDiff(entry.before, entry.after)
  const entityName = (type: string) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type)
      ? t(`admin:audit.entity.${type as (typeof AUDIT_ENTITY_TYPES)[number]}`)
      : type
  const href = entityHref(entry)
  return (
    <article
      aria-label={`${entry.action} ${entry.entityId}`}
      className="rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm">
          {/* The action's name, then its code (what the Action filter takes). */}
          <span className="font-semibold text-ink-900">
            {/* An action this build has no words for (added since) shows its code. */}
            {t(`admin:audit.actions.${entry.action}` as TranslationKey, { defaultValue: entry.action })}
          </span>{' '}
          <span
            dir="ltr"
            className="rounded bg-cream-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-ink-900"
          >
            {entry.action}
          </span>{' '}
          {href ? (
            <Link to={href} className="font-semibold text-gold-800 underline">
              {entityName(entry.entityType)} <bdi>{entry.entityId}</bdi>
            </Link>
          ) : (
            <span className="font-semibold">
              {entityName(entry.entityType)} <bdi>{entry.entityId}</bdi>
            </span>
          )}
        </p>
        <p className="text-xs text-ink-600">
          <bdi>{formatDateTime(entry.at, 'shop')}</bdi> ·{' '}
          {entry.actor ? (
            <>
              {entry.actor.name} (<bdi>{entry.actor.email}</bdi>)
            </>
          ) : (
            t('admin:audit.system')
          )}
        </p>
      </div>
      {rows.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-start text-xs">
            <thead className="text-ink-500">
              <tr>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {t('admin:audit.field')}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {t('admin:audit.before')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('admin:audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={row.changed ? 'text-ink-900' : 'text-ink-500'}>
                  <th scope="row" className="py-1 pe-3 text-start align-top font-mono font-medium">
                    {row.key}
                  </th>
                  <td
                    className={cx('py-1 pe-3 align-top [overflow-wrap:anywhere]', row.changed && 'bg-red-50')}
                  >
                    <bdi>{row.before || '—'}</bdi>
                  </td>
                  <td
                    className={cx('py-1 align-top [overflow-wrap:anywhere]', row.changed && 'bg-emerald-50')}
                  >
                    <bdi>{row.after || '—'}</bdi>
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
