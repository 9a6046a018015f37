import type { OwnerPageSummary } from '@shop/contract'
import { Pencil } from 'lucide-react'
import { LoadError } from '../../../components/ui/status-message'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { useOwnerPages } from '../api'

/** Every page the owner writes, with what shoppers see of it and whether a draft waits. */
export function PagesList() {
  const { t } = useTranslation(['ownerPages'])
  const pages = useOwnerPages()
  if (pages.isError)
    return <LoadError message={t('ownerPages:loading')} onRetry={() => void pages.refetch()} />
  if (!pages.data) return <p role="status">{t('ownerPages:loading')}</p>
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      {pages.data.pages.map((page) => (
        <PageRow key={page.slug} page={page} />
      ))}
    </ul>
  )
}

function PageRow({ page }: { page: OwnerPageSummary }) {
  const { t } = useTranslation(['ownerPages'])
  const draftWaiting = page.publishedVersion !== page.draftVersion
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
      <div className="min-w-0">
        <h2 className="font-semibold text-ink-900">{t(`ownerPages:names.${page.slug}`)}</h2>
        <p className="mt-1 text-sm text-ink-600">
          {page.publishedVersion === null
            ? t('ownerPages:notPublished')
            : t('ownerPages:published', { version: page.publishedVersion })}
          {page.publishedAt && (
            <span className="text-ink-500">
              {' · '}
              <span dir="ltr">{formatDateTime(page.publishedAt)}</span>
            </span>
          )}
        </p>
        {draftWaiting && (
          <p className="mt-1 text-sm font-medium text-gold-800">
            {t('ownerPages:draftWaiting', { version: page.draftVersion })}
          </p>
        )}
      </div>
      <Link
        to={`/admin/pages/${page.slug}`}
        className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink-900 hover:border-gold-400 hover:text-gold-800"
        aria-label={`${t('ownerPages:edit')}: ${t(`ownerPages:names.${page.slug}`)}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('ownerPages:edit')}
      </Link>
    </li>
  )
}
