import { PRODUCT_IMAGES_MAX, type OwnerProduct } from '@shop/contract'
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormAlert } from '../../../components/ui/text-field'
import { translateMessage } from '../../../lib/translate-message'
import { useDeleteProductImage, useReorderProductImages, useUploadProductImage } from '../api'

const ACCEPT = 'image/jpeg,image/png,image/webp'

/**
 * The product's photos: upload (JPEG, PNG or WebP; the server checks and re-encodes them), move up or down,
 * remove with a confirmation. Every change is saved at once, apart from the form.
 */
export function ProductImagesEditor({ product }: { product: OwnerProduct }) {
  const upload = useUploadProductImage()
  const reorder = useReorderProductImages()
  const remove = useDeleteProductImage()
  const input = useRef<HTMLInputElement>(null)
  const { t } = useTranslation(['ownerProducts'])
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)
  const busy = upload.isPending || reorder.isPending || remove.isPending
  const ids = product.images.map((image) => image.id)

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(null)
    try {
      await action()
      if (done) toast.success(done)
    } catch (failure) {
      setError(
        failure instanceof Error ? translateMessage(failure.message) : t('ownerProducts:photos.changeFailed'),
      )
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const next = [...ids]
    const [moved] = next.splice(index, 1)
    if (moved === undefined) return
    next.splice(index + by, 0, moved)
    void run(() => reorder.mutateAsync({ id: product.id, imageIds: next }))
  }

  return (
    <section aria-labelledby="photos-heading" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id="photos-heading" className="font-display text-lg font-semibold text-ink-900">
        {t('ownerProducts:photos.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {t('ownerProducts:photos.hint', { max: PRODUCT_IMAGES_MAX })}
      </p>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {product.images.map((image, index) => (
          <li key={image.id} className="overflow-hidden rounded-xl border border-line bg-cream-50">
            <img
              src={image.url}
              srcSet={image.srcset ?? undefined}
              sizes="(min-width: 640px) 12rem, 45vw"
              alt={t('ownerProducts:photos.alt', { number: index + 1, name: product.product_name })}
              className="aspect-square w-full object-cover"
            />
            <div className="flex items-center justify-between px-1 py-1">
              <button
                type="button"
                className="grid size-10 place-items-center rounded-full text-ink-600 hover:bg-cream-200 disabled:opacity-30"
                aria-label={t('ownerProducts:photos.earlier', { number: index + 1 })}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className="grid size-10 place-items-center rounded-full text-ink-600 hover:bg-cream-200 disabled:opacity-30"
                aria-label={t('ownerProducts:photos.later', { number: index + 1 })}
                disabled={busy || index === ids.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className="grid size-10 place-items-center rounded-full text-ink-600 hover:bg-red-50 hover:text-red-700"
                aria-label={t('ownerProducts:photos.remove', { number: index + 1 })}
                disabled={busy}
                onClick={() => setRemoving(image.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
        {product.images.length < PRODUCT_IMAGES_MAX && (
          <li>
            <button
              type="button"
              disabled={busy}
              onClick={() => input.current?.click()}
              className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line text-sm font-semibold text-ink-600 hover:border-gold-500 hover:text-gold-800"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {upload.isPending ? t('ownerProducts:photos.uploading') : t('ownerProducts:photos.add')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        aria-label={t('ownerProducts:photos.file')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file)
            void run(() => upload.mutateAsync({ id: product.id, file }), t('ownerProducts:photos.added'))
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('ownerProducts:photos.confirmTitle')}
        description={t('ownerProducts:photos.confirmText')}
        confirmLabel={t('ownerProducts:photos.confirm')}
        pending={remove.isPending}
        onConfirm={() => {
          const imageId = removing
          setRemoving(null)
          if (imageId !== null)
            void run(() => remove.mutateAsync({ id: product.id, imageId }), t('ownerProducts:photos.removed'))
        }}
      />
    </section>
  )
}
