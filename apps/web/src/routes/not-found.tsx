import { House } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { ButtonLink } from '../components/ui/button-link'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:notFound.title'))
  return (
    <div className="page-container py-20 text-center sm:py-28">
      {/* React hoists this into <head>: search engines should not index a missing page. */}
      <meta name="robots" content="noindex" />
      <p className="font-display text-sm font-semibold tracking-[0.3em] text-gold-700 uppercase">
        {t('static:notFound.eyebrow')}
      </p>
      <h1 className="mt-4 font-display text-5xl font-semibold text-ink-900 sm:text-6xl">
        {t('static:notFound.heading')}
      </h1>
      <p className="mx-auto mt-4 max-w-md text-ink-600">{t('static:notFound.text')}</p>
      <ButtonLink to="/" className="mt-8">
        <House aria-hidden="true" className="size-4" />
        {t('static:notFound.goHome')}
      </ButtonLink>
    </div>
  )
}
