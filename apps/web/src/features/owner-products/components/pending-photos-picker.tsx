import { PRODUCT_IMAGES_MAX } from '@shop/contract'
import { ImagePlus, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n'

const ACCEPT = 'image/jpeg,image/png,image/webp'

/**
 * Photos picked for a product not created yet (docs/decisions/187): kept in the page, shown from the owner's own
 * files, and uploaded one by one right after the product is created. Nothing leaves the browser before that.
 */
export function PendingPhotosPicker({
  files,
  onChange,
  disabled = false,
}: {
  files: readonly File[]
  onChange: (files: File[]) => void
  disabled?: boolean
}) {
  const { t } = useTranslation(['ownerProducts'])
  const input = useRef<HTMLInputElement>(null)
  return (
    <section aria-labelledby="photos-heading" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id="photos-heading" className="font-display text-lg font-semibold text-ink-900">
        {t('ownerProducts:photos.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {t('ownerProducts:photos.hint', { max: PRODUCT_IMAGES_MAX })}
      </p>
      <p className="mt-1 text-sm text-ink-600">{t('ownerProducts:photos.uploadAfterCreate')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {files.map((file, index) => (
          <li
            key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
            className="overflow-hidden rounded-xl border border-line bg-cream-50"
          >
            <LocalPhoto file={file} alt={t('ownerProducts:photos.pendingAlt', { number: index + 1 })} />
            <div className="flex items-center justify-between gap-1 px-2 py-1">
              <span className="truncate text-xs text-ink-600">
                <bdi>{file.name}</bdi>
              </span>
              <button
                type="button"
                className="grid size-10 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-red-50 hover:text-red-700"
                aria-label={t('ownerProducts:photos.remove', { number: index + 1 })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
        {files.length < PRODUCT_IMAGES_MAX && (
          <li>
            <button
              type="button"
              disabled={disabled}
              onClick={() => input.current?.click()}
              className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line text-sm font-semibold text-ink-600 hover:border-gold-500 hover:text-gold-800"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {t('ownerProducts:photos.add')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label={t('ownerProducts:photos.file')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])]
          event.target.value = ''
          // The server checks each photo when it arrives; here only the count is held to the limit.
          if (picked.length > 0) onChange([...files, ...picked].slice(0, PRODUCT_IMAGES_MAX))
        }}
      />
    </section>
  )
}

/** A picked file shown from the owner's disk (an object URL made and released with the element). */
function LocalPhoto({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // Set imperatively: made and revoked by the same effect, so a re-run (React's strict mode) makes a new one.
    if (typeof URL.createObjectURL !== 'function' || !image.current) return
    const url = URL.createObjectURL(file)
    image.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return <img ref={image} alt={alt} className="aspect-square w-full object-cover" />
}
