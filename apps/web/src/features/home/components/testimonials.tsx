import { Quote, Star } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { RichText, usePublishedPage } from '../../../lib/published-page'
import { SectionHeading } from '../../../components/ui/section-heading'

/**
 * docs/product.md#for-shoppers Home: the testimonials section, loaded lazily as the shopper scrolls near it.
 * The owner writes them (docs/architecture.md#pages): each `##` heading names who said it, what follows is
 * what they said.
 */
export function Testimonials() {
  const { t } = useTranslation(['home'])
  const page = usePublishedPage('testimonials')
  return (
    <div className="page-container py-16 sm:py-20">
      <SectionHeading
        id="testimonials-heading"
        eyebrow={t('home:testimonials.eyebrow')}
        title={t('home:testimonials.title')}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {(page.data?.sections ?? []).map((entry, index) => (
          <li key={index}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-gold-400 rtl:-scale-x-100" strokeWidth={1.5} />
              <div className="mt-3 flex gap-0.5" role="img" aria-label={t('home:testimonials.stars')}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-4 fill-gold-400 text-gold-400" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1">
                <RichText html={entry.html} />
              </blockquote>
              <figcaption className="mt-5 text-sm font-semibold text-ink-900">{entry.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}
