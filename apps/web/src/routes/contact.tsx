import { Clock, MapPin, Send } from 'lucide-react'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { CompanyContactItems } from '../features/company/components/company-facts'
import { ContactForm } from '../features/contact/components/contact-form'
import { CHAT_CHANNEL } from '../lib/site'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Contact Us')
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <h1 className="font-display text-4xl font-semibold text-ink-900">Contact Us</h1>
          <p className="mt-4 max-w-md leading-relaxed text-ink-600">
            Questions about an order, a product, bulk purchases or paying with Bitcoin? Send us a message and
            our team will reply by email.
          </p>
          <ul className="mt-8 space-y-5 text-sm">
            <CompanyContactItems />
            <li className="flex gap-3">
              <Send aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              <span>
                <span className="block font-semibold text-ink-900">Chat with us</span>
                <a
                  href={CHAT_CHANNEL.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-gold-700 underline-offset-2 hover:underline"
                >
                  {CHAT_CHANNEL.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              <span>
                <span className="block font-semibold text-ink-900">Replies</span>
                <span className="text-ink-600">Within one business day</span>
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              <span>
                <span className="block font-semibold text-ink-900">Delivery area</span>
                <span className="text-ink-600">All seven emirates of the UAE</span>
              </span>
            </li>
          </ul>
        </div>
        <section
          aria-label="Contact form"
          className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <ContactForm />
        </section>
      </div>
    </div>
  )
}
