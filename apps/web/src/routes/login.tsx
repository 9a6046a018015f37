import { AuthCard } from '../features/auth/components/auth-card'
import { LoginForm } from '../features/auth/components/login-form'
import { VisitorOnly } from '../features/auth/components/require-user'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Sign In')
  return (
    <VisitorOnly>
      <AuthCard title="Sign In" subtitle="Welcome back. Sign in to check out and follow your orders.">
        <LoginForm />
      </AuthCard>
    </VisitorOnly>
  )
}
