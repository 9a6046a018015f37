import { useParams } from 'react-router'
import { ComingSoon } from '../components/ui/coming-soon'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { categoryName = '' } = useParams()
  usePageTitle(categoryName)
  return <ComingSoon title={categoryName} />
}
