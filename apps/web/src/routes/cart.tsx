import { ComingSoon } from '../components/ui/coming-soon'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Your Cart')
  return <ComingSoon title="Your Cart" />
}
