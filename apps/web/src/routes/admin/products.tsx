import { useTranslation } from '../../lib/i18n'
import type { OwnerProductsParams } from '../../features/owner-products/api'
import { useSearchParams } from '../../lib/router'
import { ProductList } from '../../features/owner-products/components/product-list'
import { useCategories } from '../../features/catalog/categories-api'
import { usePageTitle } from '../../lib/use-page-title'

const KEYS = ['search', 'category_id', 'stock', 'status', 'sort', 'order'] as const

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * docs/product.md#for-the-owner: the owner's product list; every filter is in the URL. A child of the /admin layout, which gives
 * the container and the owners-only guard.
 */
export function Component() {
  const { t } = useTranslation(['ownerProducts'])
  usePageTitle(t('ownerProducts:page.listTitle'))
  const [searchParams] = useSearchParams()
  const categories = useCategories()
  const params: OwnerProductsParams = { page: pageOf(searchParams.get('page')) }
  for (const key of KEYS) params[key] = searchParams.get(key) ?? undefined
  const hrefOf = (changes: Partial<OwnerProductsParams>) => {
    const next = new URLSearchParams(searchParams)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
      else next.set(key, String(value))
    }
    const query = next.toString()
    return query ? `/admin/products?${query}` : '/admin/products'
  }
  return <ProductList params={params} categories={categories.data ?? []} hrefOf={hrefOf} />
}
