import { Quote, Star } from 'lucide-react'
import { SectionHeading } from '../../../components/ui/section-heading'

// Sample words for the demo shop; the owner replaces them with real, attributable reviews.
const TESTIMONIALS = [
  {
    quote:
      'I paid for a 100 g bar in Bitcoin in a few minutes and it arrived insured two days later, sealed with its certificate.',
    name: 'Omar K.',
    place: 'Dubai Marina',
  },
  {
    quote:
      'Clear prices that follow the live gold rate, and the payment page told me exactly what was still due. No surprises.',
    name: 'Priya S.',
    place: 'Abu Dhabi',
  },
  {
    quote:
      'Ordered a phone and a couple of silver coins together. Friendly support on Telegram answered every question.',
    name: 'Daniel R.',
    place: 'Sharjah',
  },
]

/** docs/product.md#for-shoppers Home: the testimonials section, loaded lazily as the shopper scrolls near it. */
export function Testimonials() {
  return (
    <div className="page-container py-16 sm:py-20">
      <SectionHeading
        id="testimonials-heading"
        eyebrow="Trusted across the UAE"
        title="What Our Customers Say"
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-gold-400" strokeWidth={1.5} />
              <div className="mt-3 flex gap-0.5" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-4 fill-gold-400 text-gold-400" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">“{item.quote}”</blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold text-ink-900">{item.name}</span>
                <span className="text-ink-500"> · {item.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}
