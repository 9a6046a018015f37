import type { CompanyInfo } from '@shop/contract'
import { Building2, Mail, Phone } from 'lucide-react'
import { useCompanyInfo, telHref } from '../api'

// The company behind the shop, from the API's configuration (SHOP_LEGAL_NAME ... SHOP_EMAIL), in the shapes
// the footer, the Contact page, the Terms and the order receipt need. Until the answer arrives (or if it
// fails) they render nothing rather than a placeholder company.

/** The registration facts on one line each: licence and TRN only when configured. */
function registration(company: CompanyInfo): string[] {
  return [
    ...(company.tradeLicence ? [`Trade licence ${company.tradeLicence}`] : []),
    ...(company.trn ? [`TRN ${company.trn}`] : []),
  ]
}

/** The footer's lines: who sells, registered where, and how to reach them (one fact a line on phones). */
export function FooterCompany() {
  const { data: company } = useCompanyInfo()
  if (!company) return null
  const dot = (
    <span aria-hidden="true" className="hidden sm:inline">
      {' '}
      ·{' '}
    </span>
  )
  const link = 'rounded hover:text-gold-200'
  return (
    <address role="group" aria-label="The company" className="space-y-1 text-xs leading-relaxed not-italic">
      <span className="block">
        <span className="block font-semibold text-cream-50 sm:inline">{company.legalName}</span>
        {registration(company).map((fact) => (
          <span key={fact}>
            {dot}
            <span className="block sm:inline">{fact}</span>
          </span>
        ))}
        {company.demo && (
          <span className="mt-1 inline-block rounded-md border border-gold-300/40 px-2 text-gold-200 sm:mt-0 sm:ml-2">
            Demo details: set SHOP_LEGAL_NAME and the other SHOP_ settings
          </span>
        )}
      </span>
      <span className="block">
        <span className="block sm:inline">{company.address}</span>
        {dot}
        <a href={telHref(company.phone)} className={link}>
          {company.phone}
        </a>
        <span aria-hidden="true"> · </span>
        <a href={`mailto:${company.email}`} className={`${link} break-all`}>
          {company.email}
        </a>
      </span>
    </address>
  )
}

/** The Contact page's list items: phone, email and address, each a link where one helps. */
export function CompanyContactItems() {
  const { data: company } = useCompanyInfo()
  if (!company) return null
  const item = 'flex gap-3'
  const icon = 'mt-0.5 size-5 shrink-0 text-gold-700'
  const link = 'text-gold-700 underline-offset-2 hover:underline'
  return (
    <>
      <li className={item}>
        <Phone aria-hidden="true" className={icon} />
        <span>
          <span className="block font-semibold text-ink-900">Phone</span>
          <a href={telHref(company.phone)} className={link}>
            {company.phone}
          </a>
        </span>
      </li>
      <li className={item}>
        <Mail aria-hidden="true" className={icon} />
        <span>
          <span className="block font-semibold text-ink-900">Email</span>
          <a href={`mailto:${company.email}`} className={`${link} break-all`}>
            {company.email}
          </a>
        </span>
      </li>
      <li className={item}>
        <Building2 aria-hidden="true" className={icon} />
        <span>
          <span className="block font-semibold text-ink-900">Address</span>
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
  if (!company) return null
  const rows: [string, string][] = [
    ['Legal name', company.legalName],
    ...(company.tradeLicence ? [['Trade licence', company.tradeLicence] as [string, string]] : []),
    ...(company.trn ? [['VAT registration (TRN)', company.trn] as [string, string]] : []),
    ['Address', company.address],
    ['Phone', company.phone],
    ['Email', company.email],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-5 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-900">{label}</dt>
          <dd className="break-words text-ink-700">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
