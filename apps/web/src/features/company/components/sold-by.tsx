import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { useCompanyInfo } from '../api'

/**
 * The receipt's seller line: "Sold by <legal name>", its TRN and licence when configured, and the address.
 * For the payment page's receipt and anywhere else a buyer keeps proof of who sold to them.
 */
export function SoldBy({ className = '' }: { className?: string }) {
  const { data: company } = useCompanyInfo()
  const { t } = useTranslation(['company'])
  if (!company) return null
  return (
    <section aria-label={t('company:seller')} className={`text-xs leading-relaxed text-ink-600 ${className}`}>
      <p>
        <Trans
          t={t}
          i18nKey="company:soldBy"
          values={{ legalName: company.legalName }}
          components={{ name: <span className="font-semibold text-ink-900" /> }}
        />
        {company.trn ? t('company:soldByTrn', { trn: company.trn }) : null}
        {company.tradeLicence ? t('company:soldByLicence', { licence: company.tradeLicence }) : null}
      </p>
      <p>
        {company.address} · <span dir="ltr">{company.phone}</span> · {company.email}
      </p>
    </section>
  )
}
