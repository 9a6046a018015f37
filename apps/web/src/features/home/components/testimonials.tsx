import { Quote, Star } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { SectionHeading } from '../../../components/ui/section-heading'

// Sample words for the demo shop; the owner replaces them with real, attributable reviews.
const TESTIMONIALS = ['omar', 'priya', 'daniel'] as const

/** docs/product.md#for-shoppers Home: the testimonials section, loaded lazily as the shopper scrolls near it. */
export function Testimonials() {
  const { t } = useTranslation(['home'])
  return (
    <div className="page-container py-16 sm:py-20">
      <SectionHeading
        id="testimonials-heading"
        eyebrow={t('home:testimonials.eyebrow')}
        title={t('home:testimonials.title')}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-gold-400 rtl:-scale-x-100" strokeWidth={1.5} />
              <div className="mt-3 flex gap-0.5" role="img" aria-label={t('home:testimonials.stars')}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-4 fill-gold-400 text-gold-400" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">
                {t('home:testimonials.quoted', { quote: t(`home:testimonials.items.${key}.quote`) })}
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold text-ink-900">{t(`home:testimonials.items.${key}.name`)}</span>
                <span className="text-ink-500"> · {t(`home:testimonials.items.${key}.place`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}
