import { useTranslation } from '../lib/i18n'
import { AuthCard } from '../features/auth/components/auth-card'
import { RegisterForm } from '../features/auth/components/register-form'
import { VisitorOnly } from '../features/auth/components/require-user'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['auth'])
  usePageTitle(t('auth:pageTitle.register'))
  return (
    <VisitorOnly>
      <AuthCard title={t('auth:pageTitle.register')} subtitle={t('auth:register.subtitle')}>
        <RegisterForm />
      </AuthCard>
    </VisitorOnly>
  )
}
