import { ComingSoon } from '../components/ui/coming-soon'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Contact Us')
  return <ComingSoon title="Contact Us" />
}
