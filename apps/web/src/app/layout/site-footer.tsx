import { Send } from 'lucide-react'
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'
import { FooterCompany } from '../../features/company/components/footer-company'
import { CHAT_CHANNEL, SITE_NAME } from '../../lib/site'
import { PaymentBadges } from './payment-badges'
import { Wordmark } from './wordmark'

type FooterLabel = 'home' | 'categories' | 'allProducts' | 'aboutUs' | 'faqs' | 'terms' | 'contactUs'

const QUICK_LINKS: { to: string; label: FooterLabel }[] = [
  { to: '/', label: 'home' },
  { to: '/category', label: 'categories' },
  { to: '/products', label: 'allProducts' },
  { to: '/about', label: 'aboutUs' },
]

const SERVICE_LINKS: { to: string; label: FooterLabel }[] = [
  { to: '/faqs', label: 'faqs' },
  { to: '/terms', label: 'terms' },
  { to: '/contact', label: 'contactUs' },
]

export function SiteFooter() {
  const { t } = useTranslation(['common'])
  const year = new Date().getFullYear()
  return (
    <footer className="surface-dark bg-ink-900 text-ink-300">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.3fr_0.8fr_1fr_1.5fr] lg:gap-x-10">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Link
            to="/"
            aria-label={t('common:site.homeLink', { site: SITE_NAME })}
            className="inline-block rounded-lg"
          >
            <Wordmark tone="onDark" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{t('common:footer.blurb')}</p>
          <a
            href={CHAT_CHANNEL.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 rounded-full border border-cream-100/20 px-4 py-2 text-sm font-medium text-cream-50 transition hover:border-gold-300 hover:text-gold-200"
          >
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('common:footer.chat', { channel: CHAT_CHANNEL.label })}
            <span className="sr-only">{t('common:footer.opensInNewTab')}</span>
          </a>
        </div>
        <FooterLinks title={t('common:footer.quickLinks')} links={QUICK_LINKS} />
        <FooterLinks title={t('common:footer.customerService')} links={SERVICE_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase sm:tracking-[0.2em]">
            {t('common:footer.weAccept')}
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
          <p>{t('common:footer.rights', { year, site: SITE_NAME })}</p>
          <p>{t('common:footer.note')}</p>
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: FooterLabel }[] }) {
  const { t } = useTranslation(['common'])
  const text = (label: FooterLabel) =>
    label === 'home' || label === 'categories' ? t(`common:nav.${label}`) : t(`common:footer.${label}`)
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
              {text(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
