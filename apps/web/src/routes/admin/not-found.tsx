import { SearchX } from 'lucide-react'
import { ButtonLink } from '../../components/ui/button-link'
import { PageNotice } from '../../components/ui/status-message'
import { usePageTitle } from '../../lib/use-page-title'
import { useTranslation } from '../../lib/i18n'

/** An /admin address no back-office page answers: stays inside the shell, with a way back. */
export function Component() {
  const { t } = useTranslation(['admin'])
  usePageTitle(t('admin:notFound.pageTitle'))
  return (
    <PageNotice
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={t('admin:notFound.title')}
      actions={<ButtonLink to="/admin">{t('admin:notFound.action')}</ButtonLink>}
    >
      {t('admin:notFound.body')}
    </PageNotice>
  )
}
