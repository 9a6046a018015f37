import { ComingSoon } from '../components/ui/coming-soon'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('FAQs')
  return <ComingSoon title="Frequently Asked Questions" />
}
