import { PAGE_SLUGS, type PageSlug } from '@shop/contract'
import { PageEditor } from '../../features/pages-admin/components/page-editor'
import { useTranslation } from '../../lib/i18n'
import { useParams } from '../../lib/router'
import { usePageTitle } from '../../lib/use-page-title'
import { Component as NotFound } from './not-found'

const isSlug = (value: string | undefined): value is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(value ?? '')

/** docs/architecture.md#pages: /admin/pages/:slug, one page's editor, preview and versions. */
export function Component() {
  const { t } = useTranslation(['pagesAdmin'])
  const { slug } = useParams()
  usePageTitle(isSlug(slug) ? t(`pagesAdmin:names.${slug}`) : t('pagesAdmin:title'))
  if (!isSlug(slug)) return <NotFound />
  return <PageEditor slug={slug} />
}
