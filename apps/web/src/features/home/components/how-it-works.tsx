import { Bitcoin, PackageCheck, Search } from 'lucide-react'
import { SectionHeading } from '../../../components/ui/section-heading'

const STEPS = [
  {
    icon: Search,
    title: 'Choose your pieces',
    text: 'Browse certified gold and silver bars and coins and the latest smartphones, priced live in AED.',
  },
  {
    icon: Bitcoin,
    title: 'Pay in Bitcoin',
    text: 'Place your order and send BTC to the unique address we give you. A countdown shows the time left to pay.',
  },
  {
    icon: PackageCheck,
    title: 'Receive it insured',
    text: 'Once your payment is confirmed we ship, fully insured, to your saved address anywhere in the UAE.',
  },
]

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="border-y border-line bg-cream-50">
      <div className="page-container py-16 sm:py-20">
        <SectionHeading id="how-it-works-heading" eyebrow="Simple & secure" title="How It Works" />
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="grid size-12 place-items-center rounded-xl bg-ink-900 text-gold-300">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                </span>
                <span aria-hidden="true" className="font-display text-4xl font-semibold text-gold-200">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
