import {
  aedToFils,
  filsToAed,
  METAL_HISTORY_RANGES,
  type MetalHistoryRange,
  type MetalType,
} from '@shop/contract'
import { intlLocale } from '@shop/contract/i18n'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { SectionHeading } from '../../../components/ui/section-heading'
import { cx } from '../../../lib/cx'
import { formatAed } from '../../../lib/format'
import { ltr } from '../../../lib/ltr'
import { currentLanguage } from '../../../lib/i18n'
import { chartGeometry } from '../chart-geometry'
import { useMetalPriceHistory } from '../history-api'

const METALS: readonly MetalType[] = ['gold', 'silver']
const RANGES = Object.keys(METAL_HISTORY_RANGES) as MetalHistoryRange[]

const WIDTH = 600
const HEIGHT = 180

// English keeps its US style ("2:05 PM", "Nov 24"); Arabic reads the UAE's.
const chartLocale = () => (currentLanguage() === 'ar' ? intlLocale('ar') : 'en-US')

/**
 * docs/architecture.md#live-metal-prices: the home page's gold and silver chart, AED per gram over 24 h, 7 d or 30 d from the price
 * history. A hand-drawn SVG line: no chart library on shopper pages (their JavaScript budget).
 */
export function MetalPriceChart() {
  const { t, i18n } = useTranslation(['metals'])
  const [metal, setMetal] = useState<MetalType>('gold')
  const [range, setRange] = useState<MetalHistoryRange>('24h')
  const history = useMetalPriceHistory(metal, range)
  const gradientId = useId()
  const points = (history.data?.points ?? []).map((p) => ({
    atMs: Date.parse(p.at),
    value: p.price_per_gram,
  }))
  const geometry = chartGeometry(points, WIDTH, HEIGHT)
  const first = points[0]
  const last = points.at(-1)
  const changeFils = first && last ? aedToFils(last.value) - aedToFils(first.value) : 0
  const changePercent = first && last && first.value > 0 ? (changeFils / aedToFils(first.value)) * 100 : 0
  const period = t(`metals:chart.over.${range}`)
  const formatAt = (atMs: number) =>
    new Intl.DateTimeFormat(
      chartLocale(),
      range === '24h' ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' },
    ).format(new Date(atMs))

  return (
    <div className="page-container py-16 sm:py-20">
      <SectionHeading
        id="metal-chart-heading"
        eyebrow={t('metals:chart.eyebrow')}
        title={t('metals:chart.title')}
        description={t('metals:chart.description')}
      />
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Choice
            label={t('metals:chart.metal')}
            options={METALS.map((m) => [m, t(`metals:chart.metals.${m}`)] as const)}
            value={metal}
            onChange={setMetal}
          />
          <Choice
            label={t('metals:chart.period')}
            options={RANGES.map((r) => [r, t(`metals:chart.ranges.${r}`)] as const)}
            value={range}
            onChange={setRange}
          />
        </div>

        {history.isError ? (
          <p className="mt-6 text-sm text-ink-600">{t('metals:chart.loadFailed')}</p>
        ) : !history.data ? (
          <div
            role="status"
            aria-label={t('metals:chart.loading')}
            className="mt-6 h-52 animate-pulse rounded-xl bg-cream-100"
          />
        ) : !geometry || !first || !last ? (
          <p className="mt-6 text-sm text-ink-600">{t(`metals:chart.none.${metal}`)}</p>
        ) : (
          <>
            <div className="mt-5 flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <p className="font-display text-3xl font-semibold text-ink-900 tabular-nums">
                <bdi>{formatAed(last.value)}</bdi>
                <span className="ms-1 font-sans text-base font-normal text-ink-600">
                  {t('metals:chart.perGram')}
                </span>
              </p>
              <p
                className={cx(
                  'text-sm font-semibold tabular-nums',
                  changeFils > 0 ? 'text-emerald-700' : changeFils < 0 ? 'text-red-700' : 'text-ink-600',
                )}
              >
                <bdi dir="ltr">
                  {changeFils > 0 ? '+' : changeFils < 0 ? '−' : ''}
                  {formatAed(Math.abs(filsToAed(changeFils)))} ({Math.abs(changePercent).toFixed(2)} %)
                </bdi>
                <span className="ms-1 font-normal text-ink-600">{t('metals:chart.change', { period })}</span>
              </p>
            </div>
            <svg
              role="img"
              aria-label={t(`metals:chart.summary.${metal}`, {
                period,
                from: ltr(formatAed(first.value)),
                to: ltr(formatAed(last.value)),
              })}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              // The gradient's currentColor is read where it is defined: the colour goes on the svg itself.
              className={cx('mt-4 h-44 w-full sm:h-56', metal === 'gold' ? 'text-gold-500' : 'text-ink-400')}
            >
              <defs>
                <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" stopColor="currentColor" stopOpacity="0.25" />
                  <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
                </linearGradient>
              </defs>
              <path d={geometry.area} fill={`url(#${gradientId})`} />
              <path
                d={geometry.line}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {/* Time runs left to right as the line is drawn, on an Arabic page too. */}
            <div
              dir="ltr"
              className="mt-2 flex flex-wrap justify-between gap-y-1 text-xs text-ink-500 tabular-nums"
            >
              <span>{formatAt(first.atMs)}</span>
              {/* On phones the high and low take their own line under the two times. */}
              <span dir={i18n.dir()} className="order-last w-full text-center sm:order-none sm:w-auto">
                {t('metals:chart.highLow', {
                  high: ltr(formatAed(geometry.max)),
                  low: ltr(formatAed(geometry.min)),
                })}
              </span>
              <span>{formatAt(last.atMs)}</span>
            </div>
          </>
        )}
      </div>
    </div>
  )
}

function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly (readonly [T, string])[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full bg-cream-100 p-1">
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cx(
            'rounded-full px-4 py-1.5 text-sm font-semibold transition',
            option === value ? 'bg-ink-900 text-cream-50' : 'text-ink-700 hover:text-ink-950',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  )
}
