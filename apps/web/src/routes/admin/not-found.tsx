import { SearchX } from 'lucide-react'
import { ButtonLink } from '../../components/ui/button-link'
import { PageNotice } from '../../components/ui/status-message'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/** An /admin address no back-office page answers: stays inside the shell, with a way back. */
export function Component() {
  const { t } = useTranslation(['owner'])
  usePageTitle(t('owner:notFound.pageTitle'))
  return (
    <PageNotice
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={t('owner:notFound.title')}
      actions={<ButtonLink to="/admin">{t('owner:notFound.action')}</ButtonLink>}
    >
      {t('owner:notFound.body')}
    </PageNotice>
  )
}
