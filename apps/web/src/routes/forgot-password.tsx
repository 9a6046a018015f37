import { useTranslation } from '../lib/i18n'
import { Link } from '../lib/router'
import { AuthCard } from '../features/auth/components/auth-card'
import { ForgotPasswordFlow } from '../features/auth/components/forgot-password-flow'
import { VisitorOnly } from '../features/auth/components/require-user'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['auth'])
  usePageTitle(t('auth:pageTitle.forgotPassword'))
  return (
    <VisitorOnly>
      <AuthCard
        title={t('auth:pageTitle.forgotPassword')}
        footer={
          <Link to="/login" className="font-semibold text-gold-700 hover:underline">
            {t('auth:forgot.backToSignIn')}
          </Link>
        }
      >
        <ForgotPasswordFlow />
      </AuthCard>
    </VisitorOnly>
  )
}
