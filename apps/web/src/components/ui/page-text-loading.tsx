import { useTranslation } from '../../lib/i18n'
import { LoadError } from './status-message'

/** Where a page's text will stand: grey lines while it loads, a message if it could not be read. */
export function PageTextLoading({ failed = false, lines = 4 }: { failed?: boolean; lines?: number }) {
  const { t } = useTranslation(['common'])
  if (failed) return <LoadError message={t('common:nav.pageTextFailed')} />
  return (
    <div className="mt-5 space-y-3" role="status" aria-label={t('common:nav.loadingPage')}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="h-4 animate-pulse rounded bg-ink-100 last:w-2/3" />
      ))}
    </div>
  )
}
