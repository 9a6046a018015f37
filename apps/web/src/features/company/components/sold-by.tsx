import { useCompanyInfo } from '../api'

/**
 * The receipt's seller line: "Sold by <legal name>", its TRN and licence when configured, and the address.
 * For the payment page's receipt and anywhere else a buyer keeps proof of who sold to them.
 */
export function SoldBy({ className = '' }: { className?: string }) {
  const { data: company } = useCompanyInfo()
  if (!company) return null
  return (
    <section aria-label="Seller" className={`text-xs leading-relaxed text-ink-600 ${className}`}>
      <p>
        Sold by <span className="font-semibold text-ink-900">{company.legalName}</span>
        {company.trn ? <>, TRN {company.trn}</> : null}
        {company.tradeLicence ? <>, trade licence {company.tradeLicence}</> : null}
      </p>
      <p>
        {company.address} · {company.phone} · {company.email}
      </p>
    </section>
  )
}
