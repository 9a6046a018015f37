import { Bitcoin, PackageCheck, Search } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { SectionHeading } from '../../../components/ui/section-heading'

const STEPS = [
  { icon: Search, key: 'choose' },
  { icon: Bitcoin, key: 'pay' },
  { icon: PackageCheck, key: 'receive' },
] as const

export function HowItWorks() {
  const { t } = useTranslation(['home'])
  return (
    <section aria-labelledby="how-it-works-heading" className="border-y border-line bg-cream-50">
      <div className="page-container py-16 sm:py-20">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow={t('home:howItWorks.eyebrow')}
          title={t('home:howItWorks.title')}
        />
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, key }, index) => (
            <li key={key} className="relative rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="grid size-12 place-items-center rounded-xl bg-ink-900 text-gold-300">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                </span>
                <span aria-hidden="true" className="font-display text-4xl font-semibold text-gold-600">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">
                <span className="sr-only">{t('home:howItWorks.step', { number: index + 1 })}</span>
                {t(`home:howItWorks.steps.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">
                {t(`home:howItWorks.steps.${key}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
