import { ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link, useNavigate, useParams } from '../../lib/router'
import { toast } from 'sonner'
import { Button } from '../../components/ui/button'
import { ButtonLink } from '../../components/ui/button-link'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { LoadError, PageNotice } from '../../components/ui/status-message'
import {
  useOwnerProduct,
  useArchiveProduct,
  useCreateProduct,
  useDuplicateProduct,
  useUpdateProduct,
  useUploadProductImage,
} from '../../features/owner-products/api'
import { PendingPhotosPicker } from '../../features/owner-products/components/pending-photos-picker'
import { ProductEditor } from '../../features/owner-products/components/product-editor'
import { ProductImagesEditor } from '../../features/owner-products/components/product-images-editor'
import { toUpdateBody } from '../../features/owner-products/form'
import { PageSpinner } from '../../features/auth/components/require-user'
import { useCategories } from '../../features/catalog/categories-api'
import { useMetalPrices } from '../../features/metal-prices/api'
import { ApiError } from '../../lib/api-client'
import { productHref } from '../../lib/product-href'
import { translateMessage } from '../../lib/translate-message'
import { usePageTitle } from '../../lib/use-page-title'

/**
 * docs/product.md#for-the-owner: the product editor, /admin/products/new or /admin/products/:id. A child of the /admin layout,
 * which gives the container and the owners-only guard.
 */
export function Component() {
  const { t } = useTranslation(['ownerProducts'])
  const { id } = useParams()
  usePageTitle(id === undefined ? t('ownerProducts:page.newTitle') : t('ownerProducts:page.editTitle'))
  return <EditorPage key={id ?? 'new'} id={id === undefined ? null : Number(id)} />
}

function EditorPage({ id }: { id: number | null }) {
  const { t } = useTranslation(['ownerProducts'])
  const validId = id === null || (Number.isInteger(id) && id > 0)
  const product = useOwnerProduct(validId ? id : null)
  const categories = useCategories()
  const metalPrices = useMetalPrices()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const archive = useArchiveProduct()
  const duplicate = useDuplicateProduct()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState<'archive' | 'duplicate' | null>(null)
  const upload = useUploadProductImage()
  const [pendingPhotos, setPendingPhotos] = useState<File[]>([])

  /**
   * The photos picked before the product existed, uploaded in their order now that it does (docs/decisions/187).
   * One that fails (a file the server refuses) is reported and skipped: the product is created either way, and
   * the editor it opens can take the photo again.
   */
  const uploadPendingPhotos = async (productId: number) => {
    let uploaded = 0
    for (const file of pendingPhotos) {
      try {
        await upload.mutateAsync({ id: productId, file })
        uploaded += 1
      } catch {
        // Counted below.
      }
    }
    const failed = pendingPhotos.length - uploaded
    setPendingPhotos([])
    if (uploaded > 0) toast.success(t('ownerProducts:photos.uploadedAfterCreate', { count: uploaded }))
    if (failed > 0) toast.error(t('ownerProducts:photos.notUploaded', { count: failed }))
  }

  if (!validId) return <NotFound />
  if (id !== null && product.isPending) return <PageSpinner label={t('ownerProducts:page.loading')} />
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
        toast.success(t('ownerProducts:page.archived', { name: current.product_name }))
      } else {
        const copy = await duplicate.mutateAsync(current.id)
        toast.success(t('ownerProducts:page.copied', { name: copy.product_name }))
        navigate(`/admin/products/${copy.id}`)
      }
    } catch (error) {
      toast.error(error instanceof Error ? translateMessage(error.message) : t('ownerProducts:page.failed'))
    } finally {
      setConfirming(null)
    }
  }

  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/products" className="font-semibold text-gold-800 hover:underline">
          {t('ownerProducts:page.back')}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
        {current ? current.product_name : t('ownerProducts:page.newHeading')}
      </h1>
      {current?.archived_at && (
        <p role="note" className="mt-2 rounded-xl bg-ink-900/5 px-4 py-2 text-sm text-ink-700">
          {t('ownerProducts:page.archivedNote')}
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
              toast.success(t('ownerProducts:page.created', { name: created.product_name }))
              await uploadPendingPhotos(created.id)
              navigate(`/admin/products/${created.id}`, { replace: true })
              return created
            }
            const saved = await update.mutateAsync({ id: current.id, body: toUpdateBody(body) })
            toast.success(t('ownerProducts:page.saved'))
            return saved
          }}
          actions={
            current && (
              <div className="flex flex-wrap gap-2">
                {/* The storefront page itself: a draft's shows the owner a preview, shoppers still a 404. */}
                <ButtonLink
                  to={productHref(current.category.categoryName, current.sku)}
                  target="_blank"
                  variant="secondary"
                  className="px-4 py-2"
                >
                  {t('ownerProducts:pagePreview.open')}
                </ButtonLink>
                <Button variant="secondary" size="sm" onClick={() => setConfirming('duplicate')}>
                  {t('ownerProducts:page.duplicate')}
                </Button>
                {!current.archived_at && (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming('archive')}>
                    {t('ownerProducts:page.archive')}
                  </Button>
                )}
              </div>
            )
          }
          images={
            current ? (
              <ProductImagesEditor product={current} />
            ) : (
              <PendingPhotosPicker
                files={pendingPhotos}
                onChange={setPendingPhotos}
                disabled={create.isPending}
              />
            )
          }
        />
      </div>
      <ConfirmDialog
        open={confirming === 'archive'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('ownerProducts:page.archiveTitle')}
        description={t('ownerProducts:page.archiveText')}
        confirmLabel={t('ownerProducts:page.archive')}
        pending={archive.isPending}
        onConfirm={() => void act('archive')}
      />
      <ConfirmDialog
        open={confirming === 'duplicate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('ownerProducts:page.duplicateTitle')}
        description={t('ownerProducts:page.duplicateText')}
        confirmLabel={t('ownerProducts:page.duplicate')}
        pending={duplicate.isPending}
        onConfirm={() => void act('duplicate')}
      />
    </div>
  )
}

function NotFound() {
  const { t } = useTranslation(['ownerProducts'])
  return (
    <PageNotice
      icon={<ShieldAlert aria-hidden="true" className="size-8" />}
      title={t('ownerProducts:page.notFound')}
      actions={<ButtonLink to="/admin/products">{t('ownerProducts:page.backToProducts')}</ButtonLink>}
    >
      {t('ownerProducts:page.notFoundText')}
    </PageNotice>
  )
}
