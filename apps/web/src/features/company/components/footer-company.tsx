import type { CompanyInfo } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { useTranslation } from '../../../lib/i18n'
import { useCompanyInfo, telHref } from '../api'

// The company behind the shop as the footer of every page shows it. A module of its own so every page starts
// without the Contact page's and the Terms' shapes of the same facts (company-facts.tsx).

/** The registration facts on one line each: licence and TRN only when configured. */
function registration(company: CompanyInfo, t: TFunction): string[] {
  return [
    ...(company.tradeLicence ? [t('common:footer.tradeLicence', { number: company.tradeLicence })] : []),
    ...(company.trn ? [t('common:footer.trn', { number: company.trn })] : []),
  ]
}

/**
 * The footer's lines: who sells, registered where, and how to reach them (one fact a line on phones). Its
 * texts are `common`'s, as the footer is on every page.
 */
export function FooterCompany() {
  const { data: company } = useCompanyInfo()
  const { t } = useTranslation(['common'])
  if (!company) return null
  const dot = (
    <span aria-hidden="true" className="hidden sm:inline">
      {' '}
      ·{' '}
    </span>
  )
  const link = 'rounded hover:text-gold-200'
  return (
    <address
      role="group"
      aria-label={t('common:footer.company')}
      className="space-y-1 text-xs leading-relaxed not-italic"
    >
      <span className="block">
        <span className="block font-semibold text-cream-50 sm:inline">{company.legalName}</span>
        {registration(company, t).map((fact) => (
          <span key={fact}>
            {dot}
            <span className="block sm:inline">{fact}</span>
          </span>
        ))}
        {company.demo && (
          <span className="mt-1 inline-block rounded-md border border-gold-300/40 px-2 text-gold-200 sm:mt-0 sm:ms-2">
            {t('common:footer.demo')}
          </span>
        )}
      </span>
      <span className="block">
        <span className="block sm:inline">{company.address}</span>
        {dot}
        <a href={telHref(company.phone)} dir="ltr" className={link}>
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
