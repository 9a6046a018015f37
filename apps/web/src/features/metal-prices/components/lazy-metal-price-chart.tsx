import { lazy, Suspense, useRef } from 'react'
import { useNearViewport } from '../../../lib/use-near-viewport'

const MetalPriceChart = lazy(() =>
  import('./metal-price-chart').then((m) => ({ default: m.MetalPriceChart })),
)

/**
 * The home page's price chart loads like the testimonials: its code (and its history call) only once the
 * shopper scrolls within 400 px of it, so the first paint's JavaScript does not grow. The reserved height
 * keeps the page from jumping.
 */
export function LazyMetalPriceChart() {
  const anchor = useRef<HTMLElement>(null)
  const isNear = useNearViewport(anchor)

  return (
    <section ref={anchor} aria-labelledby="metal-chart-heading" className="min-h-[30rem]">
      {isNear && (
        <Suspense fallback={null}>
          <MetalPriceChart />
        </Suspense>
      )}
    </section>
  )
}
