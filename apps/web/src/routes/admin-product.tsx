import { ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../components/ui/button'
import { ButtonLink } from '../components/ui/button-link'
import { ConfirmDialog } from '../components/ui/confirm-dialog'
import { LoadError, PageNotice } from '../components/ui/status-message'
import {
  useAdminProduct,
  useArchiveProduct,
  useCreateProduct,
  useDuplicateProduct,
  useUpdateProduct,
} from '../features/admin-products/api'
import { ProductEditor } from '../features/admin-products/components/product-editor'
import { ProductImagesEditor } from '../features/admin-products/components/product-images-editor'
import { toUpdateBody } from '../features/admin-products/form'
import { PageSpinner } from '../features/auth/components/require-user'
import { useCategories } from '../features/categories/api'
import { useMetalPrices } from '../features/metal-prices/api'
import { ApiError } from '../lib/api-client'
import { usePageTitle } from '../lib/use-page-title'

/**
 * docs/product.md#for-the-owner: the product editor, /admin/products/new or /admin/products/:id. A child of the /admin layout,
 * which gives the container and the owners-only guard.
 */
export function Component() {
  const { id } = useParams()
  usePageTitle(id === undefined ? 'New product · Shop owner' : 'Edit product · Shop owner')
  return <EditorPage key={id ?? 'new'} id={id === undefined ? null : Number(id)} />
}

function EditorPage({ id }: { id: number | null }) {
  const validId = id === null || (Number.isInteger(id) && id > 0)
  const product = useAdminProduct(validId ? id : null)
  const categories = useCategories()
  const metalPrices = useMetalPrices()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const archive = useArchiveProduct()
  const duplicate = useDuplicateProduct()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState<'archive' | 'duplicate' | null>(null)

  if (!validId) return <NotFound />
  if (id !== null && product.isPending) return <PageSpinner label="Loading the product" />
  if (id !== null && product.isError) {
    return product.error instanceof ApiError && product.error.code === 'PRODUCT_NOT_FOUND' ? (
      <NotFound />
    ) : (
      <LoadError message={product.error.message} onRetry={() => void product.refetch()} />
    )
  }
  const current = id === null ? null : (product.data ?? null)

  const act = async (kind: 'archive' | 'duplicate') => {
    if (!current) return
    try {
      if (kind === 'archive') {
        await archive.mutateAsync(current.id)
        toast.success(`${current.product_name} archived: shoppers no longer see it.`)
      } else {
        const copy = await duplicate.mutateAsync(current.id)
        toast.success(`Copied as the draft ${copy.product_name}.`)
        navigate(`/admin/products/${copy.id}`)
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.')
    } finally {
      setConfirming(null)
    }
  }

  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/products" className="font-semibold text-gold-800 hover:underline">
          ← Products
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
        {current ? current.product_name : 'New product'}
      </h1>
      {current?.archived_at && (
        <p role="note" className="mt-2 rounded-xl bg-ink-900/5 px-4 py-2 text-sm text-ink-700">
          Archived: hidden from shoppers; orders that name it keep it as sold.
        </p>
      )}
      <div className="mt-6">
        <ProductEditor
          product={current}
          categories={categories.data ?? []}
          metalPrices={metalPrices.data}
          onSubmit={async (body) => {
            if (!current) {
              const created = await create.mutateAsync(body)
              toast.success(`${created.product_name} created.`)
              navigate(`/admin/products/${created.id}`, { replace: true })
              return created
            }
            const saved = await update.mutateAsync({ id: current.id, body: toUpdateBody(body) })
            toast.success('Changes saved.')
            return saved
          }}
          actions={
            current && (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setConfirming('duplicate')}>
                  Duplicate
                </Button>
                {!current.archived_at && (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming('archive')}>
                    Archive
                  </Button>
                )}
              </div>
            )
          }
          images={current ? <ProductImagesEditor product={current} /> : <NoPhotosYet />}
        />
      </div>
      <ConfirmDialog
        open={confirming === 'archive'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Archive this product?"
        description="Shoppers will no longer find it or order it. Past orders keep it as sold."
        confirmLabel="Archive"
        pending={archive.isPending}
        onConfirm={() => void act('archive')}
      />
      <ConfirmDialog
        open={confirming === 'duplicate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Duplicate this product?"
        description="A draft copy with a new SKU and no stock is made, and opened for editing."
        confirmLabel="Duplicate"
        pending={duplicate.isPending}
        onConfirm={() => void act('duplicate')}
      />
    </div>
  )
}

function NoPhotosYet() {
  return (
    <section className="rounded-2xl border border-dashed border-line p-5 text-sm text-ink-600 sm:p-6">
      <h2 className="font-display text-lg font-semibold text-ink-900">Photos</h2>
      <p className="mt-1">Create the product first, then add its photos here.</p>
    </section>
  )
}

function NotFound() {
  return (
    <PageNotice
      icon={<ShieldAlert aria-hidden="true" className="size-8" />}
      title="Product not found"
      actions={<ButtonLink to="/admin/products">Back to products</ButtonLink>}
    >
      No product has this id.
    </PageNotice>
  )
}
