import { Quote } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { RichText, usePublishedPage } from '../../../lib/published-page'
import { SectionHeading } from '../../../components/ui/section-heading'

/**
 * docs/product.md#for-shoppers Home: the testimonials section, loaded lazily as the shopper scrolls near it.
 * The owner writes them (docs/architecture.md#pages): each `##` heading names who said it, what follows is
 * what they said. The shop ships none (docs/decisions/270), so until the owner publishes some the section shows
 * nothing, heading included, and `onNone` lets the page give back the room it kept for it. No rating is shown:
 * the owner enters none.
 */
export function Testimonials({ onNone }: { onNone?: () => void }) {
  const { t } = useTranslation(['home'])
  const page = usePublishedPage('testimonials')
  const entries = page.data?.sections ?? []
  // A failed read shows nothing either: the home page is whole without testimonials.
  const none = page.isError || (page.isSuccess && entries.length === 0)
  useEffect(() => {
    if (none) onNone?.()
  }, [none, onNone])
  if (entries.length === 0) return null
  return (
    <div className="page-container py-16 sm:py-20">
      <SectionHeading
        id="testimonials-heading"
        eyebrow={t('home:testimonials.eyebrow')}
        title={t('home:testimonials.title')}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {entries.map((entry, index) => (
          <li key={index}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-gold-400 rtl:-scale-x-100" strokeWidth={1.5} />
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
