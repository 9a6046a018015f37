import type { Image } from '@shop/contract'
import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { ImagePlaceholder } from '../../../components/ui/image-placeholder'
import { ResponsiveImage, type ImagePriority } from '../../../components/ui/responsive-image'
import { cx } from '../../../lib/cx'
import { currentLanguage } from '../../../lib/i18n'
import { useAfterIdle } from '../../../lib/use-after-idle'

/**
 * Embla's `duration` is not in milliseconds but the stiffness of its scroll animation (a step per 1/60 s).
 * 20 settles a slide change in about 500 ms: docs/product.md#rules-the-shop-keeps's carousel speed (CAROUSEL_SPEED_MS).
 */
const EMBLA_DURATION_FOR_CAROUSEL_SPEED = 20

/**
 * docs/product.md#for-shoppers: the product's images in a carousel with thumbnail dots, looping only when there are
 * several, and a placeholder when there are none. Loaded on its own (React.lazy) so only this page carries Embla.
 */
export function ProductGallery({ images, productName }: { images: readonly Image[]; productName: string }) {
  const { t } = useTranslation(['catalog'])
  const several = images.length > 1
  // The first slide shows as rendered; Embla measures and lays out the slides once the page has settled (it
  // starts when it gets the viewport element).
  const ready = useAfterIdle()
  const [viewportRef, embla] = useEmblaCarousel({
    loop: several,
    duration: EMBLA_DURATION_FOR_CAROUSEL_SPEED,
    // On an Arabic page the slides run right to left: the next image comes in from the left.
    direction: currentLanguage() === 'ar' ? 'rtl' : 'ltr',
  })
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  if (images.length === 0) {
    return (
      <div className="aspect-square overflow-hidden rounded-3xl border border-line">
        <ImagePlaceholder iconClassName="size-20" />
      </div>
    )
  }

  return (
    <div aria-roledescription="carousel" aria-label={t('catalog:gallery.imagesOf', { name: productName })}>
      <div className="relative">
        <div
          ref={ready ? viewportRef : undefined}
          className="overflow-hidden rounded-3xl border border-line bg-white"
        >
          <div className="flex touch-pan-y">
            {images.map((image, index) => (
              <div
                key={`${index}-${image.url}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('catalog:gallery.slide', { index: index + 1, total: images.length })}
                className="aspect-square min-w-0 shrink-0 grow-0 basis-full"
              >
                {/* The first photo is the page's LCP image. The others are out of sight until a swipe, yet
                    beside it, so a browser fetches them at once even when lazy: they come once the carousel is
                    set up, and leave the first screen's bandwidth to the first. */}
                {(index === 0 || ready) && (
                  <GalleryImage
                    image={image}
                    alt={
                      index === 0
                        ? productName
                        : t('catalog:gallery.image', { name: productName, index: index + 1 })
                    }
                    sizes={SLIDE_SIZES}
                    priority={index === 0 ? 'high' : 'lazy'}
                  />
                )}
              </div>
            ))}
          </div>
        </div>
        {several && (
          <>
            <ArrowButton
              side="start"
              label={t('catalog:gallery.previous')}
              ready={embla !== undefined}
              onClick={() => embla?.scrollPrev()}
            />
            <ArrowButton
              side="end"
              label={t('catalog:gallery.next')}
              ready={embla !== undefined}
              onClick={() => embla?.scrollNext()}
            />
          </>
        )}
      </div>
      {several && (
        <ul className="mt-4 flex flex-wrap justify-center gap-2.5">
          {images.map((image, index) => (
            <li key={`${index}-${image.url}`}>
              <button
                type="button"
                aria-label={t('catalog:gallery.show', { index: index + 1 })}
                aria-current={index === selected || undefined}
                // Until the carousel is set up (at the first idle moment) a tap would do nothing: it waits.
                disabled={embla === undefined}
                onClick={() => embla?.scrollTo(index)}
                className={cx(
                  'block size-14 overflow-hidden rounded-xl border-2 bg-white p-1 transition disabled:cursor-wait sm:size-16',
                  index === selected
                    ? 'border-gold-500 shadow-md'
                    : 'border-line opacity-70 hover:opacity-100',
                )}
              >
                <GalleryImage
                  image={image}
                  alt=""
                  sizes={THUMBNAIL_SIZES}
                  priority="lazy"
                  className="p-0.5"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * A slide's width for `sizes` (docs/decisions/125): the page's width less its gutters below 1024 px, then half
 * of it beside the purchase column (56 px gap, 1280 px page at most).
 */
const SLIDE_SIZES =
  '(min-width: 1280px) 580px, (min-width: 1024px) calc(50vw - 60px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'
/** A thumbnail dot: 56 px, 64 px from 640. */
const THUMBNAIL_SIZES = '(min-width: 640px) 64px, 56px'
/** Slides and dots are square: a drawing without an intrinsic size takes that ratio. */
const SQUARE = { width: 600, height: 600 }

function GalleryImage({
  image,
  alt,
  sizes,
  priority,
  className = 'p-6',
}: {
  image: Image
  alt: string
  sizes: string
  priority: ImagePriority
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  if (failed) return <ImagePlaceholder iconClassName="size-10" />
  return (
    <ResponsiveImage
      image={image}
      alt={alt}
      sizes={sizes}
      box={SQUARE}
      priority={priority}
      draggable={false}
      onError={() => setFailed(true)}
      className={cx('h-full w-full object-contain', className)}
    />
  )
}

function ArrowButton({
  side,
  label,
  ready,
  onClick,
}: {
  /** Previous sits at the line's start (the left in English, the right in Arabic), next at its end. */
  side: 'start' | 'end'
  label: string
  /** The carousel is set up; until then a tap would do nothing, so the button waits. */
  ready: boolean
  onClick: () => void
}) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!ready}
      onClick={onClick}
      className={cx(
        'absolute top-1/2 grid disabled:cursor-wait size-10 -translate-y-1/2 place-items-center rounded-full border border-line bg-white/90 text-ink-800 shadow-sm backdrop-blur transition hover:border-gold-500 hover:text-gold-800',
        side === 'start' ? 'start-3' : 'end-3',
      )}
    >
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </button>
  )
}
