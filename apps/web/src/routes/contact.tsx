import { Clock, MapPin, Send } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { CompanyContactItems } from '../features/company/components/company-facts'
import { ContactForm } from '../features/contact/components/contact-form'
import { CHAT_CHANNEL } from '../lib/site'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['contact'])
  usePageTitle(t('contact:title'))
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: t('contact:home'), to: '/' }, { label: t('contact:title') }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <h1 className="font-display text-4xl font-semibold text-ink-900">{t('contact:title')}</h1>
          <p className="mt-4 max-w-md leading-relaxed text-ink-600">{t('contact:lead')}</p>
          <ul className="mt-8 space-y-5 text-sm">
            <CompanyContactItems />
            <li className="flex gap-3">
              <Send aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700 rtl:-scale-x-100" />
              <span>
                <span className="block font-semibold text-ink-900">{t('contact:chat')}</span>
                <a
                  href={CHAT_CHANNEL.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-gold-700 underline-offset-2 hover:underline"
                >
                  {CHAT_CHANNEL.label}
                  <span className="sr-only">{t('contact:opensInNewTab')}</span>
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              <span>
                <span className="block font-semibold text-ink-900">{t('contact:replies')}</span>
                <span className="text-ink-600">{t('contact:repliesWithin')}</span>
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              <span>
                <span className="block font-semibold text-ink-900">{t('contact:deliveryArea')}</span>
                <span className="text-ink-600">{t('contact:deliveryAreaText')}</span>
              </span>
            </li>
          </ul>
        </div>
        <section
          aria-label={t('contact:formLabel')}
          className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <ContactForm />
        </section>
      </div>
    </div>
  )
}
