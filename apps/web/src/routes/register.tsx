import { ComingSoon } from '../components/ui/coming-soon'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Create Account')
  return <ComingSoon title="Create Account" />
}
