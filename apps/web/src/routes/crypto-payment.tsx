import { ComingSoon } from '../components/ui/coming-soon'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Bitcoin Payment')
  return <ComingSoon title="Bitcoin Payment" />
}
