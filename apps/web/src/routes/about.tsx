import { ArrowRight, Bitcoin, ShieldCheck, Smartphone, TrendingUp } from 'lucide-react'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { ButtonLink } from '../components/ui/button-link'
import { SITE_NAME } from '../lib/site'
import { usePageTitle } from '../lib/use-page-title'

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Certified bullion',
    text: '24K gold of 99.99% purity and fine silver from accredited refiners and mints, sealed with their certificates.',
  },
  {
    icon: TrendingUp,
    title: 'Live, open pricing',
    text: 'Bullion prices follow the live metal price per gram plus a fixed making charge, shown in AED on every page.',
  },
  {
    icon: Bitcoin,
    title: 'Paid in Bitcoin',
    text: 'A unique address for every order, the amount in BTC and a countdown: paying is as simple as scanning a code.',
  },
  {
    icon: Smartphone,
    title: 'The latest phones',
    text: 'New, sealed flagship smartphones with the manufacturer’s warranty, next to your bars and coins.',
  },
]

export function Component() {
  usePageTitle('About Us')
  return (
    <>
      <div className="page-container py-10 sm:py-14">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'About Us' }]} />
        <div className="mt-6 max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">Our story</p>
          <h1 className="mt-2 font-display text-4xl font-semibold text-ink-900 sm:text-5xl">About Us</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-700">
            {SITE_NAME} brings together two things people in the UAE trust to hold value and to get things
            done: precious metals and great technology. We sell investment-grade gold and silver and the
            latest smartphones, priced in dirhams and paid in Bitcoin.
          </p>
          <p className="mt-4 leading-relaxed text-ink-600">
            We started with a simple idea: buying a gold bar with cryptocurrency should be as clear as buying
            it over the counter in the souk. So every price is shown in AED, every order gets its own payment
            address and countdown, and every delivery within the UAE is fully insured to your door.
          </p>
        </div>
      </div>
      <section aria-labelledby="values-heading" className="border-y border-line bg-cream-50">
        <div className="page-container py-14 sm:py-16">
          <h2 id="values-heading" className="font-display text-3xl font-semibold text-ink-900">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-ink-900 text-gold-300">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="page-container py-14 text-center">
        <h2 className="font-display text-3xl font-semibold text-ink-900">Ready to start?</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/products">
            Shop all products
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </>
  )
}
