import { MESSAGES } from '@shop/contract'
import { LoadError } from '../../../components/ui/status-message'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { useTranslation } from '../../../lib/i18n'
import { useTwoFactorStatus } from '../api'
import { PasskeysCard } from './passkeys-card'
import { SessionsCard } from './sessions-card'
import { TotpCard } from './totp-card'

/** The profile's Security tab (docs/architecture.md#two-factor-sign-in-and-sessions). */
export function SecuritySection() {
  const { t } = useTranslation(['security'])
  const status = useTwoFactorStatus()
  return (
    <div className="space-y-6">
      <p className="text-ink-600">{t('security:intro')}</p>
      {status.data?.required && !status.data.totp && status.data.passkeys.length === 0 && (
        <p
          role="status"
          className="rounded-xl border border-gold-300 bg-gold-50 px-4 py-3 text-sm font-medium text-ink-900"
        >
          {t('security:requiredNote')}
        </p>
      )}
      {status.isError && <LoadError message={clientErrorMessage(status.error, MESSAGES.badRequest)} />}
      {status.data && <TotpCard status={status.data} />}
      {status.data && <PasskeysCard status={status.data} />}
      <SessionsCard />
    </div>
  )
}
