import { ArrowRight } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { ButtonLink } from '../components/ui/button-link'
import { PageTextLoading } from '../components/ui/page-text-loading'
import { RichText, usePublishedPage } from '../lib/published-page'
import { usePageTitle } from '../lib/use-page-title'

/** docs/product.md#for-shoppers About: the owner's text (docs/architecture.md#pages) between the heading and the links on. */
export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:about.title'))
  const page = usePublishedPage('about')
  return (
    <>
      <div className="page-container py-10 sm:py-14">
        <Breadcrumb items={[{ label: t('static:home'), to: '/' }, { label: t('static:about.title') }]} />
        <div className="mt-6 max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">
            {t('static:about.eyebrow')}
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold text-ink-900 sm:text-5xl">
            {t('static:about.title')}
          </h1>
          {page.data ? (
            <RichText html={page.data.html} className="mt-5 [&>p:first-child]:text-lg" />
          ) : (
            <PageTextLoading failed={page.isError} />
          )}
        </div>
      </div>

      <div className="page-container border-t border-line py-14 text-center">
        <h2 className="font-display text-3xl font-semibold text-ink-900">{t('static:about.readyTitle')}</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/products">
            {t('static:about.shopAll')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            {t('static:about.contactUs')}
          </ButtonLink>
        </div>
      </div>
    </>
  )
}
