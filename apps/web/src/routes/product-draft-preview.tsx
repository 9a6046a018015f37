import type { ReactNode } from 'react'
import { Eye } from 'lucide-react'
import { toast } from 'sonner'
import type { PreviewProduct } from '@shop/contract'
import { ButtonLink } from '../components/ui/button-link'
import { useProductPreview } from '../features/catalog/preview-api'
import { useTranslation } from '../lib/i18n'
import { usePageTitle } from '../lib/use-page-title'

/**
 * The owner's preview of a product shoppers cannot see (a draft, or archived; docs/decisions/186): the product
 * page draws it (`children`, so this module shares no code with that page's first load) under a band saying it
 * is a preview, with the way back to the editor. Nothing can be bought from it. Loaded only when an Admin opens
 * such a page; `notFound` is the shopper's page, shown when no product has the sku.
 */
export function DraftPreview(props: {
  sku: string
  notFound: ReactNode
  children: (product: PreviewProduct, preview: { banner: ReactNode; onAddToCart: () => void }) => ReactNode
}) {
  const { t } = useTranslation(['catalog', 'ownerProducts'])
  const preview = useProductPreview(props.sku)
  const product = preview.data
  usePageTitle(product ? t('ownerProducts:pagePreview.pageTitle', { name: product.product_name }) : undefined)
  if (preview.isPending)
    return <div role="status" aria-label={t('catalog:product.loading')} className="h-96" />
  if (!product) return props.notFound

  const banner = (
    <div
      role="note"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2">
        <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{t('ownerProducts:pagePreview.title')}</strong>{' '}
          {product.status === 'published'
            ? t('ownerProducts:pagePreview.published')
            : product.status === 'archived'
              ? t('ownerProducts:pagePreview.archived')
              : t('ownerProducts:pagePreview.draft')}
        </span>
      </p>
      <ButtonLink to={`/admin/products/${product.id}`} variant="secondary" className="px-4 py-2">
        {t('ownerProducts:pagePreview.edit')}
      </ButtonLink>
    </div>
  )
  return props.children(product, {
    banner,
    onAddToCart: () => toast.info(t('ownerProducts:pagePreview.notForSale')),
  })
}
