import { AUDIT_ENTITY_TYPES, OWNER_LIST_PAGE_SIZE, type AuditEntryWire } from '@shop/contract'
import type { TranslationKey } from '@shop/contract/i18n'
import { ArrowRight } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { formatDateTime } from '../../../lib/format'
import { Button } from '../../../components/ui/button'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { describeAuditChange, type AuditFieldRow } from '../audit-format'
import { useAudit } from '../api'
import { EmptyNotice, Loading, PageHeading, pageOf, withParams } from './owner-ui'

const LABEL = 'mb-1.5 block text-sm font-medium text-ink-800'
const FIELDS = ['action', 'entity_type', 'entity_id', 'actor', 'from', 'to'] as const
type Field = (typeof FIELDS)[number]

/** docs/product.md#for-the-owner: every owner action with who, when, and before and after; filters in the URL. */
export function AuditLog({
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
      <PageHeading title={t('owner:audit.title')} lead={t('owner:audit.lead')} />
      <form
        aria-label={t('owner:shared.filters')}
        onSubmit={apply}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 xl:grid-cols-3"
      >
        {input('action', t('owner:audit.action'), { placeholder: t('owner:audit.actionPlaceholder') })}
        <div>
          <label htmlFor="audit-entity_type" className={LABEL}>
            {t('owner:audit.kind')}
          </label>
          <select
            id="audit-entity_type"
            value={draft.entity_type}
            onChange={(event) => set('entity_type')(event.target.value)}
            className={cx(INPUT_CLASS, 'border-line')}
          >
            <option value="">{t('owner:shared.any')}</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`owner:audit.entity.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {input('entity_id', t('owner:audit.recordId'), { placeholder: t('owner:audit.recordPlaceholder') })}
        {input('actor', t('owner:audit.who'), { placeholder: t('owner:audit.whoPlaceholder') })}
        {input('from', t('owner:shared.fromDay'), { type: 'date' })}
        {input('to', t('owner:shared.toDay'), { type: 'date' })}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 xl:col-span-3">
          <Button type="submit" size="sm" variant="dark">
            {t('owner:audit.apply')}
          </Button>
          {params.toString() !== '' && (
            <Link to="/admin/audit" className="text-sm font-semibold text-gold-800 underline">
              {t('owner:shared.clearFilters')}
            </Link>
          )}
        </div>
      </form>

      {list.isPending ? (
        <Loading label={t('owner:audit.loading')} />
      ) : list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyNotice>{t('owner:audit.none')}</EmptyNotice>
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
  const { t } = useTranslation(['owner'])
  const entityName = (type: string) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type)
      ? t(`owner:audit.entity.${type as (typeof AUDIT_ENTITY_TYPES)[number]}`)
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
            {t(`owner:audit.actions.${entry.action}` as TranslationKey, { defaultValue: entry.action })}
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
            t('owner:audit.system')
          )}
        </p>
      </div>
      <AuditChangeView entry={entry} />
    </article>
  )
}

/** What the action changed, field by field: the label, then before -> after (only after when it made the record). */
function AuditChangeView({ entry }: { entry: AuditEntryWire }) {
  const { t } = useTranslation(['owner', 'stock'])
  const { changed, unchanged } = describeAuditChange(entry, t)
  if (changed.length === 0 && unchanged.length === 0) return null
  const created = entry.before === null || entry.before === undefined
  return (
    <div className="mt-3 text-sm">
      <dl className="divide-y divide-line/70">
        {changed.map((row) => (
          <FieldChange key={row.key} row={row} created={created} />
        ))}
      </dl>
      {unchanged.length > 0 && (
        <details className="mt-2 text-ink-600">
          <summary className="cursor-pointer text-xs font-semibold">
            {t('owner:audit.unchanged', { count: unchanged.length })}
          </summary>
          <dl className="mt-1 divide-y divide-line/70">
            {unchanged.map((row) => (
              <FieldChange key={row.key} row={row} created />
            ))}
          </dl>
        </details>
      )}
    </div>
  )
}

function FieldChange({ row, created }: { row: AuditFieldRow; created: boolean }) {
  const { t } = useTranslation(['owner'])
  return (
    <div className="grid gap-x-4 gap-y-0.5 py-1.5 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-ink-700">{row.label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2 [overflow-wrap:anywhere] text-ink-900">
        {!created && row.before !== '—' && (
          <>
            <span className="text-ink-500 line-through decoration-ink-300">
              <bdi>{row.before}</bdi>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-3.5 shrink-0 self-center text-ink-400 rtl:-scale-x-100"
            />
            <span className="sr-only">{t('owner:audit.changeTo')}</span>
          </>
        )}
        <span className="font-semibold">
          <bdi>{row.after}</bdi>
        </span>
      </dd>
    </div>
  )
}
