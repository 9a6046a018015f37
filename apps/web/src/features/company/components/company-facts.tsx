import { Building2, Mail, Phone } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { useCompanyInfo, telHref } from '../api'

// The company behind the shop, from the API's configuration (SHOP_LEGAL_NAME ... SHOP_EMAIL), in the shapes
// the Contact page, the Terms and the order receipt need (the footer's is footer-company.tsx). Until the
// answer arrives (or if it fails) they render nothing rather than a placeholder company.

/** The Contact page's list items: phone, email and address, each a link where one helps. */
export function CompanyContactItems() {
  const { data: company } = useCompanyInfo()
  const { t } = useTranslation(['company'])
  if (!company) return null
  const item = 'flex gap-3'
  const icon = 'mt-0.5 size-5 shrink-0 text-gold-700'
  const link = 'text-gold-700 underline-offset-2 hover:underline'
  return (
    <>
      <li className={item}>
        <Phone aria-hidden="true" className={icon} />
        <span>
          <span className="block font-semibold text-ink-900">{t('company:phone')}</span>
          <a href={telHref(company.phone)} dir="ltr" className={link}>
            {company.phone}
          </a>
        </span>
      </li>
      <li className={item}>
        <Mail aria-hidden="true" className={icon} />
        <span>
          <span className="block font-semibold text-ink-900">{t('company:email')}</span>
          <a href={`mailto:${company.email}`} className={`${link} break-all`}>
            {company.email}
          </a>
        </span>
      </li>
      <li className={item}>
        <Building2 aria-hidden="true" className={icon} />
        <span>
          <span className="block font-semibold text-ink-900">{t('company:address')}</span>
          <address className="text-ink-600 not-italic">{company.address}</address>
          <span className="mt-1 block text-ink-600">{company.legalName}</span>
        </span>
      </li>
    </>
  )
}

/** The Terms' seller section: every registration fact as a labelled row. */
export function SellerDetails() {
  const { data: company } = useCompanyInfo()
  const { t } = useTranslation(['company'])
  if (!company) return null
  // The phone number reads left to right in every language.
  const rows: [string, string, 'ltr'?][] = [
    [t('company:legalName'), company.legalName],
    ...(company.tradeLicence ? [[t('company:tradeLicence'), company.tradeLicence] as [string, string]] : []),
    ...(company.trn ? [[t('company:trn'), company.trn] as [string, string]] : []),
    [t('company:address'), company.address],
    [t('company:phone'), company.phone, 'ltr'],
    [t('company:email'), company.email],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-5 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value, dir]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-900">{label}</dt>
          <dd className="break-words text-ink-700">{dir ? <span dir={dir}>{value}</span> : value}</dd>
        </div>
      ))}
    </dl>
  )
}
