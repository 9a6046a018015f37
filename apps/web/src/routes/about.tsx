import { ArrowRight, Bitcoin, ShieldCheck, Smartphone, TrendingUp } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { ButtonLink } from '../components/ui/button-link'
import { SITE_NAME } from '../lib/site'
import { usePageTitle } from '../lib/use-page-title'

const VALUES = [
  { icon: ShieldCheck, key: 'certified' },
  { icon: TrendingUp, key: 'pricing' },
  { icon: Bitcoin, key: 'bitcoin' },
  { icon: Smartphone, key: 'phones' },
] as const

export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:about.title'))
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
          <p className="mt-5 text-lg leading-relaxed text-ink-700">
            {t('static:about.lead', { site: SITE_NAME })}
          </p>
          <p className="mt-4 leading-relaxed text-ink-600">{t('static:about.story')}</p>
        </div>
      </div>

      <section aria-labelledby="values-heading" className="border-y border-line bg-cream-50">
        <div className="page-container py-14 sm:py-16">
          <h2 id="values-heading" className="font-display text-3xl font-semibold text-ink-900">
            {t('static:about.valuesTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-ink-900 text-gold-300">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink-900">
                  {t(`static:about.values.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">
                  {t(`static:about.values.${key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="page-container py-14 text-center">
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
