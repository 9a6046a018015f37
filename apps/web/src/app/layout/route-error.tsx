import { TriangleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from '../../lib/i18n'
import { useRouteError } from '../../lib/router'
import { ButtonLink } from '../../components/ui/button-link'
import { usePageTitle } from '../../lib/use-page-title'
import { Wordmark } from './wordmark'

/**
 * An unexpected render error says so (MESSAGES.renderError's words, in `common`: a page may fail before any
 * other texts loaded, offline say); the header and footer stay around it.
 */
export function PageErrorBoundary() {
  return <RouteErrorContent />
}

/** Last resort when the layout itself failed: the same screen without the layout around it. */
export function RootErrorBoundary() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="page-container py-6">
        <Wordmark />
      </header>
      <main className="flex flex-1 items-center">
        <RouteErrorContent />
      </main>
    </div>
  )
}

function RouteErrorContent() {
  const error = useRouteError()
  const { t } = useTranslation(['common'])
  usePageTitle(t('common:error.title'))
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className="page-container py-20 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-gold-600" strokeWidth={1.5} />
      <p role="alert" className="mx-auto mt-6 max-w-md font-display text-2xl font-semibold text-ink-900">
        {t('common:error.message')}
      </p>
      <ButtonLink to="/" className="mt-8">
        {t('common:error.goHome')}
      </ButtonLink>
    </div>
  )
}
