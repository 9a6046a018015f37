import { Wrench } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:maintenance.title'))
  return (
    <div className="page-container py-20 text-center sm:py-28">
      {/* A temporary screen: search engines should keep the pages they know instead. */}
      <meta name="robots" content="noindex" />
      <Wrench aria-hidden="true" className="mx-auto size-12 text-gold-600" strokeWidth={1.5} />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900 sm:text-5xl">
        {t('static:maintenance.heading')}
      </h1>
      <p className="mx-auto mt-4 max-w-md text-ink-600">{t('static:maintenance.text')}</p>
    </div>
  )
}
