import { useTranslation } from '../lib/i18n'
import { Link } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { PageTextLoading } from '../components/ui/page-text-loading'
import { SellerDetails } from '../features/company/components/company-facts'
import { RichText, usePublishedPage } from '../lib/published-page'
import { usePageTitle } from '../lib/use-page-title'

/**
 * docs/product.md#for-shoppers Terms: the owner's page (docs/architecture.md#pages), one numbered section per `##`
 * heading, with a list of them beside on a wide screen. The first section names the seller: the company's
 * facts (from the API's configuration) follow its text; the way to contact the shop closes the page.
 */
export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:terms.title'))
  const page = usePublishedPage('terms')
  const sections = page.data?.sections ?? []
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: t('static:home'), to: '/' }, { label: t('static:terms.title') }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav aria-label={t('static:terms.sectionsNav')} className="hidden lg:block">
          <ul className="sticky top-36 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={index}>
                <a href={`#terms-${index + 1}`} className="text-ink-600 hover:text-gold-700">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl">
          <h1 className="font-display text-4xl font-semibold text-ink-900">{t('static:terms.title')}</h1>
          {page.data ? (
            <>
              {page.data.introHtml && <RichText html={page.data.introHtml} className="mt-5" />}
              {sections.map((section, index) => (
                <section
                  key={index}
                  id={`terms-${index + 1}`}
                  aria-labelledby={`terms-${index + 1}-heading`}
                  className="mt-10 scroll-mt-36"
                >
                  <h2
                    id={`terms-${index + 1}-heading`}
                    className="font-display text-2xl font-semibold text-ink-900"
                  >
                    <span className="me-1 text-gold-600">{index + 1}.</span>{' '}
                    <span dangerouslySetInnerHTML={{ __html: section.titleHtml }} />
                  </h2>
                  <div className="mt-3 space-y-3 leading-relaxed text-ink-700">
                    <RichText html={section.html} />
                    {index === 0 && <SellerDetails />}
                  </div>
                </section>
              ))}
              <p className="mt-10">
                <Link
                  to="/contact"
                  className="font-semibold text-gold-700 underline-offset-2 hover:underline"
                >
                  {t('static:terms.contactUs')}
                </Link>
              </p>
            </>
          ) : (
            <PageTextLoading failed={page.isError} />
          )}
        </article>
      </div>
    </div>
  )
}
