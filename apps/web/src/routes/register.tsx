import { AuthCard } from '../features/auth/components/auth-card'
import { RegisterForm } from '../features/auth/components/register-form'
import { VisitorOnly } from '../features/auth/components/require-user'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Create Account')
  return (
    <VisitorOnly>
      <AuthCard title="Create Account" subtitle="Register to buy gold, silver and smartphones with Bitcoin.">
        <RegisterForm />
      </AuthCard>
    </VisitorOnly>
  )
}
