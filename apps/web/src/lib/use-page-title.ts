import { useEffect } from 'react'
import { useTranslation } from './i18n'
import { SITE_NAME } from './site'

/**
 * Sets `document.title` to `{title} · {SITE_NAME}`; without a title, the home page's. Callers pass the title in
 * the page's language; the tagline follows it (docs/architecture.md#languages).
 */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation(['common'])
  const tagline = t('common:site.tagline')
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · ${tagline}`
  }, [title, tagline])
}
