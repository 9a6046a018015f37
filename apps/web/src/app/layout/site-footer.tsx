import { Send } from 'lucide-react'
import { Link } from 'react-router'
import { FooterCompany } from '../../features/company/components/company-facts'
import { CHAT_CHANNEL, SITE_NAME } from '../../lib/site'
import { PaymentBadges } from './payment-badges'
import { Wordmark } from './wordmark'

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/category', label: 'Categories' },
  { to: '/products', label: 'All Products' },
  { to: '/about', label: 'About Us' },
]

const SERVICE_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/contact', label: 'Contact Us' },
]

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="surface-dark bg-ink-900 text-ink-300">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.3fr_0.8fr_1fr_1.5fr] lg:gap-x-10">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Link to="/" aria-label={`${SITE_NAME}, home`} className="inline-block rounded-lg">
            <Wordmark tone="onDark" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            Investment-grade gold and silver and the latest smartphones, priced in AED, paid in Bitcoin and
            delivered insured across the UAE.
          </p>
          <a
            href={CHAT_CHANNEL.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 rounded-full border border-cream-100/20 px-4 py-2 text-sm font-medium text-cream-50 transition hover:border-gold-300 hover:text-gold-200"
          >
            <Send aria-hidden="true" className="size-4" />
            Chat with us on {CHAT_CHANNEL.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>

        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Customer Service" links={SERVICE_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase sm:tracking-[0.2em]">
            We Accept
          </h2>
          <div className="mt-4">
            <PaymentBadges />
          </div>
        </div>
      </div>

      <div className="border-t border-cream-100/10">
        <div className="page-container py-6">
          <FooterCompany />
        </div>
      </div>

      <div className="border-t border-cream-100/10">
        <div className="page-container flex flex-col gap-2 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <p>Prices in AED · Insured delivery within the UAE</p>
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  // Narrower letter spacing on phones keeps "Customer Service" on one line, level with "Quick Links".
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase sm:tracking-[0.2em]">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded transition hover:text-gold-200">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
