import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'

/** A failed load: the message (announced) and, optionally, a retry button. */
export function LoadError({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string
  onRetry?: () => void
  isRetrying?: boolean
}) {
  const { t } = useTranslation(['common'])
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p role="alert" className="font-medium text-red-800">
        {message}
      </p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={isRetrying}
          className="mt-4 rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-800 hover:bg-red-100 disabled:opacity-60"
        >
          {isRetrying ? t('common:ui.tryingAgain') : t('common:ui.tryAgain')}
        </button>
      )}
    </div>
  )
}

/** A whole-page notice (not found, empty, failed) with an icon, a heading, a line and actions. */
export function PageNotice({
  icon,
  title,
  children,
  actions,
  role,
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
  actions?: ReactNode
  role?: 'alert'
}) {
  return (
    <div className="page-container py-16 text-center sm:py-24">
      <div className="mx-auto max-w-xl">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ink-900 text-gold-300">
          {icon}
        </div>
        <h1 className="mt-6 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
        {children && (
          <p role={role} className="mt-4 text-ink-600">
            {children}
          </p>
        )}
        {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </div>
  )
}
