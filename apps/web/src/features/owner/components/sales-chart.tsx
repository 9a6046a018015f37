import type { Dashboard } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { formatAed, formatDate } from '../../../lib/format'

const WIDTH = 720
const HEIGHT = 200
const GAP = 4

/**
 * Daily sales in AED over 30 days as SVG bars: hand-written instead of a chart library, so the back office
 * adds no dependency and no weight (decision 042). The figures are also listed for screen readers.
 */
export function SalesChart({ daily }: { daily: Dashboard['daily'] }) {
  const { t } = useTranslation(['owner'])
  const max = Math.max(...daily.map((day) => day.aed), 1)
  const barWidth = (WIDTH - GAP * (daily.length - 1)) / daily.length
  const best = daily.reduce((top, day) => (day.aed > top.aed ? day : top), daily[0] ?? { day: '', aed: 0 })
  return (
    <figure>
      {/* Days run left to right in both languages, as time axes do; the labels anchor accordingly. */}
      <svg
        direction="ltr"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('owner:chart.aria', {
          days: daily.length,
          best: best.day ? formatDate(`${best.day}T12:00:00+04:00`, 'shop') : t('owner:chart.none'),
          amount: formatAed(best.aed),
        })}
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth="1" />
        {daily.map((day, index) => {
          const height = day.aed === 0 ? 0 : Math.max(2, (day.aed / max) * (HEIGHT - 10))
          const x = index * (barWidth + GAP)
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx="3"
                className={index === daily.length - 1 ? 'fill-gold-500' : 'fill-ink-800'}
              >
                <title>
                  {t('owner:chart.bar', { day: day.day, amount: formatAed(day.aed), orders: day.orders })}
                </title>
              </rect>
              {/* A label a week apart, counted back from today (the last bar), so none overlap. */}
              {(daily.length - 1 - index) % 7 === 0 && (
                <text
                  x={index === daily.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={HEIGHT + 15}
                  textAnchor={index === daily.length - 1 ? 'end' : 'middle'}
                  className="fill-ink-500 text-[11px]"
                >
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 text-xs text-ink-500">
        {t('owner:chart.caption', {
          days: daily.length,
          amount: formatAed(max === 1 && best.aed === 0 ? 0 : max),
        })}
      </figcaption>
    </figure>
  )
}
