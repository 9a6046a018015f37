import { ComingSoon } from '../components/ui/coming-soon'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Verify Your Account')
  return <ComingSoon title="Verify Your Account" />
}
