import type { Image } from '@shop/contract'

/**
 * How soon an image is fetched (docs/decisions/125): `high` for the one image a page's first paint waits for
 * (its LCP element: the product page's first photo, a catalog grid's first card), `eager` for others in the
 * first screen, `lazy` for everything further down.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy'

/**
 * The priority of the `index`th image of a grid of cards: in a grid that opens the page (`leading`), the first
 * is the page's LCP image and the second is on screen too; every other image loads lazily (docs/decisions/125).
 */
export const gridImagePriority = (index: number, leading: boolean): ImagePriority =>
  !leading || index > 1 ? 'lazy' : index === 0 ? 'high' : 'eager'

/**
 * One product or category image in its slot: AVIF first when the upload has it, WebP widths in `srcset`, and
 * a width and height so the browser reserves the box before the file arrives (no layout shift). An upload
 * gives its intrinsic size; an image without one (an SVG drawing a database seeded before names) takes the
 * slot's `box` ratio instead.
 * Pure props in, markup out: it reads no window or layout, so a server render and hydration agree.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  box,
  priority = 'lazy',
  className,
  draggable,
  onError,
}: {
  image: Image
  alt: string
  /** The slot's rendered width at each viewport, from the grid around it (e.g. `(min-width: 1280px) 293px, 40vw`). */
  sizes: string
  /** The slot's aspect ratio as width x height, for an image without an intrinsic size. */
  box: { width: number; height: number }
  priority?: ImagePriority
  className?: string
  draggable?: boolean
  onError?: () => void
}) {
  const srcSet = image.srcset ?? undefined
  const img = (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image.width ?? box.width}
      height={image.height ?? box.height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'lazy' ? 'async' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      draggable={draggable}
      onError={onError}
      className={className}
    />
  )
  if (!image.avifSrcset) return img
  // `contents`: the <picture> adds no box, so the <img> sizes against the slot as it would alone.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      {img}
    </picture>
  )
}
