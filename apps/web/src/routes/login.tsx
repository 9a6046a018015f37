import { useState } from 'react'
import { useTranslation } from '../lib/i18n'
import { useNavigate, useSearchParams } from '../lib/router'
import { useSetSignedInUser } from '../features/auth/api'
import { AuthCard } from '../features/auth/components/auth-card'
import { LoginForm, type LoginChallenge } from '../features/auth/components/login-form'
import { VisitorOnly } from '../features/auth/components/require-user'
import { REDIRECT_PARAM, safeRedirectTarget } from '../features/auth/redirect'
import { TwoFactorStep } from '../features/two-factor/components/two-factor-step'
import { usePageTitle } from '../lib/use-page-title'

/** The password, then (for an account with a second factor) a code or a passkey. */
export function Component() {
  const { t } = useTranslation(['auth'])
  usePageTitle(t('auth:pageTitle.login'))
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null)
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const setSignedInUser = useSetSignedInUser()
  return (
    <VisitorOnly>
      <AuthCard title={t('auth:pageTitle.login')} subtitle={t('auth:login.subtitle')}>
        {challenge ? (
          <TwoFactorStep
            challenge={challenge.challenge}
            methods={challenge.methods}
            onSignedIn={async (user) => {
              await setSignedInUser(user)
              navigate(safeRedirectTarget(searchParams.get(REDIRECT_PARAM)), { replace: true })
            }}
            onRestart={() => setChallenge(null)}
          />
        ) : (
          <LoginForm onChallenge={setChallenge} />
        )}
      </AuthCard>
    </VisitorOnly>
  )
}
