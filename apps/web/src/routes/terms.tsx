import { MIN_CUSTOMER_AGE_YEARS, RETURN_WINDOW_DAYS, SERVICE_CHARGE_PERCENT } from '@shop/contract'
import { useTranslation } from '../lib/i18n'
import { Link } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { SellerDetails } from '../features/company/components/company-facts'
import { SITE_NAME } from '../lib/site'
import { usePageTitle } from '../lib/use-page-title'

/**
 * docs/product.md#for-shoppers Terms: general terms, payments, shipping, returns and refunds, privacy, contact; first, the
 * company that sells (from the API's configuration). Each section's paragraphs are keys of the `static` texts;
 * `serviceCharge` is the shared explanation of the service charge.
 */
const SECTIONS = [
  { id: 'seller', key: 'seller', paragraphs: ['p1'] },
  { id: 'general-terms', key: 'generalTerms', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'payments', key: 'payments', paragraphs: ['p1', 'serviceCharge', 'p3', 'p4'] },
  { id: 'shipping', key: 'shipping', paragraphs: ['p1', 'p2'] },
  { id: 'returns-and-refunds', key: 'returnsAndRefunds', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'privacy', key: 'privacy', paragraphs: ['p1', 'p2'] },
  { id: 'contact', key: 'contact', paragraphs: ['p1'] },
] as const

const VALUES = {
  site: SITE_NAME,
  age: MIN_CUSTOMER_AGE_YEARS,
  days: RETURN_WINDOW_DAYS,
  percent: SERVICE_CHARGE_PERCENT,
}

export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:terms.title'))
  const title = (key: (typeof SECTIONS)[number]['key']) => t(`static:terms.sections.${key}.title`)
  const paragraph = (section: (typeof SECTIONS)[number], name: string) =>
    name === 'serviceCharge'
      ? t('static:serviceChargeExplained', VALUES)
      : // A paragraph key of this section (the list above is typed from the texts by the key test).
        t(`static:terms.sections.${section.key}.${name as 'p1'}`, VALUES)
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: t('static:home'), to: '/' }, { label: t('static:terms.title') }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav aria-label={t('static:terms.sectionsNav')} className="hidden lg:block">
          <ul className="sticky top-36 space-y-2 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-600 hover:text-gold-700">
                  {title(section.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl">
          <h1 className="font-display text-4xl font-semibold text-ink-900">{t('static:terms.title')}</h1>
          {SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-36"
            >
              <h2 id={`${section.id}-heading`} className="font-display text-2xl font-semibold text-ink-900">
                <span className="me-2 text-gold-600">{index + 1}.</span>
                {title(section.key)}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-ink-700">
                {section.paragraphs.map((name) => (
                  <p key={name}>{paragraph(section, name)}</p>
                ))}
                {section.id === 'seller' && <SellerDetails />}
                {section.id === 'contact' && (
                  <p>
                    <Link
                      to="/contact"
                      className="font-semibold text-gold-700 underline-offset-2 hover:underline"
                    >
                      {t('static:terms.contactUs')}
                    </Link>
                  </p>
                )}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  )
}
