import { useTranslation } from '../lib/i18n'
import { AuthCard } from '../features/auth/components/auth-card'
import { LoginForm } from '../features/auth/components/login-form'
import { VisitorOnly } from '../features/auth/components/require-user'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['auth'])
  usePageTitle(t('auth:pageTitle.login'))
  return (
    <VisitorOnly>
      <AuthCard title={t('auth:pageTitle.login')} subtitle={t('auth:login.subtitle')}>
        <LoginForm />
      </AuthCard>
    </VisitorOnly>
  )
}
