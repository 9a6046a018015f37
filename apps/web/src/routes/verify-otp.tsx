import { useTranslation } from '../lib/i18n'
import { Trans } from '../lib/trans'
import { Navigate } from '../lib/router'
import { AuthCard } from '../features/auth/components/auth-card'
import { VerifyOtpForm } from '../features/auth/components/verify-otp-form'
import { readVerifyEmail } from '../features/auth/session-email'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['auth'])
  usePageTitle(t('auth:pageTitle.verify'))
  // docs/product.md#for-shoppers: without the email waiting for verification there is nothing to verify.
  const email = readVerifyEmail()
  if (!email) return <Navigate to="/login" replace />
  return (
    <AuthCard
      title={t('auth:pageTitle.verify')}
      subtitle={
        <Trans
          t={t}
          i18nKey="auth:verify.subtitle"
          values={{ email }}
          components={{ strong: <strong dir="ltr" className="text-ink-900" /> }}
        />
      }
    >
      <VerifyOtpForm email={email} />
    </AuthCard>
  )
}
