import { SearchX } from 'lucide-react'
import { ButtonLink } from '../../components/ui/button-link'
import { PageNotice } from '../../components/ui/status-message'
import { usePageTitle } from '../../lib/use-page-title'

/** An /admin address no back-office page answers: stays inside the shell, with a way back. */
export function Component() {
  usePageTitle('Not found')
  return (
    <PageNotice
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title="No such back-office page"
      actions={<ButtonLink to="/admin">Go to the dashboard</ButtonLink>}
    >
      This part of the back office does not exist (yet).
    </PageNotice>
  )
}
