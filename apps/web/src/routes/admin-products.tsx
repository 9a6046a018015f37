import type { AdminProductsParams } from '../features/admin-products/api'
import { ShieldAlert } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { ButtonLink } from '../components/ui/button-link'
import { PageNotice } from '../components/ui/status-message'
import { ProductList } from '../features/admin-products/components/product-list'
import { RequireUser } from '../features/auth/components/require-user'
import { useCategories } from '../features/categories/api'
import { usePageTitle } from '../lib/use-page-title'

const KEYS = ['search', 'category_id', 'stock', 'status', 'sort', 'order'] as const

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** DESIGN §9: the owner's product list (Admin only); every filter is in the URL. */
export function Component() {
  usePageTitle('Products · Shop owner')
  return (
    <RequireUser>
      {(user) =>
        user.role === 'Admin' ? (
          <ProductsPage />
        ) : (
          <PageNotice
            icon={<ShieldAlert aria-hidden="true" className="size-8" />}
            title="Owners only"
            actions={<ButtonLink to="/profile">Go to your profile</ButtonLink>}
          >
            This page is for the shop&apos;s administrators.
          </PageNotice>
        )
      }
    </RequireUser>
  )
}

function ProductsPage() {
  const [searchParams] = useSearchParams()
  const categories = useCategories()
  const params: AdminProductsParams = { page: pageOf(searchParams.get('page')) }
  for (const key of KEYS) params[key] = searchParams.get(key) ?? undefined
  const hrefOf = (changes: Partial<AdminProductsParams>) => {
    const next = new URLSearchParams(searchParams)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
      else next.set(key, String(value))
    }
    const query = next.toString()
    return query ? `/admin/products?${query}` : '/admin/products'
  }
  return (
    <div className="page-container py-8 sm:py-12">
      <ProductList params={params} categories={categories.data ?? []} hrefOf={hrefOf} />
    </div>
  )
}
