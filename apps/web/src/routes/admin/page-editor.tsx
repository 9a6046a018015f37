import { PAGE_SLUGS, type PageSlug } from '@shop/contract'
import { PageEditor } from '../../features/owner-pages/components/page-editor'
import { useTranslation } from '../../lib/i18n'
import { useParams } from '../../lib/router'
import { usePageTitle } from '../../lib/use-page-title'
import { Component as NotFound } from './not-found'

const isSlug = (value: string | undefined): value is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(value ?? '')

/** docs/architecture.md#pages: /admin/pages/:slug, one page's editor, preview and versions. */
export function Component() {
  const { t } = useTranslation(['ownerPages'])
  const { slug } = useParams()
  usePageTitle(isSlug(slug) ? t(`ownerPages:names.${slug}`) : t('ownerPages:title'))
  if (!isSlug(slug)) return <NotFound />
  return <PageEditor slug={slug} />
}
