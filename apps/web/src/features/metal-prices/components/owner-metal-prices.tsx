import {
  aedToFils,
  filsPerGramToFilsPerOunce,
  MESSAGES,
  METAL_PIN_MAX_MS,
  UpdateMetalPriceBodySchema,
  type MetalFeedHealth,
  type MetalPrice,
} from '@shop/contract'
import { Activity, Pin, PinOff } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/status-message'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { formatAed, formatFils } from '../../../lib/format'
import { useMetalPrices } from '../api'
import { useMetalFeedHealth, usePinMetalPrice, useUnpinMetalPrice } from '../owner-api'

const METAL_NAMES = { gold: 'Gold', silver: 'Silver' } as const

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** "just now", "4 min ago", "3 h ago", "2 days ago". */
export function ageText(at: string, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(at)) / 1000))
  if (seconds < 60) return 'just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.round(hours / 24)} days ago`
}

/**
 * Where a price came from, in words: `feed:gold-api,swissquote` -> "Live feed (gold-api, swissquote)" while
 * it is fresh, "Last feed price (…)" once it is not; `owner` is the owner's pin while it lasts, otherwise a
 * stored price (the seed's, or one kept from an earlier pin).
 */
export function sourceText(price: Pick<MetalPrice, 'source' | 'live' | 'pinned_until'>): string {
  const { source } = price
  if (source.startsWith('feed:')) {
    const names = source.slice(5).split(',').join(', ')
    return price.live ? `Live feed (${names})` : `Last feed price (${names})`
  }
  if (price.pinned_until) return 'Set by the owner'
  if (source === 'owner' || source === 'stored') return 'Stored price, not from the feed'
  return source
}

/** A typographic sign for a change: "+", "−" (minus sign) or nothing for zero. */
const signOf = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '')

/** docs/architecture.md#live-metal-prices: the owner's view of the live metal prices, their pins and the feed's sources. */
export function OwnerMetalPrices() {
  const prices = useMetalPrices()
  if (prices.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading prices"
        className="h-64 animate-pulse rounded-2xl bg-cream-200"
      />
    )
  }
  if (prices.isError) {
    return (
      <LoadError
        message={prices.error.message}
        onRetry={() => void prices.refetch()}
        isRetrying={prices.isFetching}
      />
    )
  }
  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-2">
        {prices.data.map((price) => (
          <MetalCard key={price.id} price={price} />
        ))}
      </div>
      <FeedHealthCard />
    </div>
  )
}

/** What is true of the price now: pinned (until when), too old to sell at, fresh from the feed, or stored. */
function StatusBadge({ price }: { price: MetalPrice }) {
  const [text, tone] = price.pinned_until
    ? ([
        `Pinned until ${dateTime.format(new Date(price.pinned_until))}`,
        'bg-gold-100 text-gold-900',
      ] as const)
    : price.stale
      ? (['Stale: not for sale', 'bg-red-50 text-red-800'] as const)
      : price.live
        ? (['Live', 'bg-emerald-50 text-emerald-800'] as const)
        : (['Stored price', 'bg-cream-200 text-ink-800'] as const)
  return <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{text}</span>
}

function MetalCard({ price }: { price: MetalPrice }) {
  const name = METAL_NAMES[price.metal_type]
  const perGramFils = aedToFils(price.price_per_gram)
  const change = price.change_24h
  const headingId = `metal-${price.id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
          {name}
        </h2>
        <StatusBadge price={price} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Figure label="Per gram" value={formatAed(price.price_per_gram)} large />
        <Figure
          label="Per troy ounce"
          value={perGramFils > 0 ? formatFils(filsPerGramToFilsPerOunce(perGramFils)) : '—'}
        />
        <Figure
          label="24 h change"
          value={
            change
              ? `${signOf(change.price_per_gram)}${formatAed(Math.abs(change.price_per_gram))} (${signOf(change.percent)}${Math.abs(change.percent).toFixed(2)} %)`
              : 'No price a day ago'
          }
        />
        <Figure
          label="Updated"
          value={
            <time dateTime={price.updatedAt} title={dateTime.format(new Date(price.updatedAt))}>
              {/* eslint-disable-next-line react-hooks/purity -- an age shown to the owner, refreshed with the prices */}
              {ageText(price.updatedAt, Date.now())}
            </time>
          }
        />
      </dl>
      <p className="mt-3 text-sm text-ink-600">
        Source: <span className="font-medium text-ink-800">{sourceText(price)}</span>
        {price.pinned_until && (
          <>
            {' '}
            · pinned until{' '}
            <time dateTime={price.pinned_until} className="font-medium text-ink-800">
              {dateTime.format(new Date(price.pinned_until))}
            </time>
          </>
        )}
      </p>
      {price.stale && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          No fresh {name.toLowerCase()} price: {name.toLowerCase()} products cannot be ordered until the feed
          answers again or you pin a price.
        </p>
      )}
      <PinForm price={price} name={name} />
    </section>
  )
}

function Figure({ label, value, large }: { label: string; value: ReactNode; large?: boolean }) {
  return (
    <div className="rounded-xl bg-cream-100 px-4 py-3">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd
        className={cx(
          'mt-1 font-semibold text-ink-900 tabular-nums',
          large ? 'text-xl sm:text-2xl' : 'text-sm sm:text-base',
        )}
      >
        {value}
      </dd>
    </div>
  )
}

/** The value of a datetime-local input (the owner's own time zone) as an ISO instant, or null. */
function localToIso(value: string): string | null {
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? null : at.toISOString()
}

function PinForm({ price, name }: { price: MetalPrice; name: string }) {
  const pin = usePinMetalPrice()
  const unpin = useUnpinMetalPrice()
  const [perGram, setPerGram] = useState('')
  const [until, setUntil] = useState('')
  const [errors, setErrors] = useState<{ price?: string; until?: string }>({})

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const untilIso = until ? localToIso(until) : undefined
    const parsed = UpdateMetalPriceBodySchema.safeParse({
      price_per_gram: perGram.trim() === '' ? undefined : Number(perGram),
      ...(untilIso ? { until: untilIso } : {}),
    })
    const next: typeof errors = {}
    if (!parsed.success) next.price = 'Enter a price per gram above 0, with at most 2 decimals.'
    if (until && !untilIso) next.until = 'Enter a date and time.'
    const nowMs = Date.now()
    if (untilIso && Date.parse(untilIso) <= nowMs) next.until = MESSAGES.pinUntilInPast
    if (untilIso && Date.parse(untilIso) - nowMs > METAL_PIN_MAX_MS) next.until = MESSAGES.pinTooLong
    setErrors(next)
    if (!parsed.success || next.until) return
    try {
      await pin.mutateAsync({ id: price.id, body: parsed.data })
      toast.success(`${name} pinned at ${formatAed(parsed.data.price_per_gram)} per gram.`)
      setPerGram('')
      setUntil('')
    } catch {
      // The mutation's error is shown in the form.
    }
  }

  const onUnpin = async () => {
    try {
      await unpin.mutateAsync(price.id)
      toast.success(`${name} follows the live feed again.`)
    } catch {
      // Shown below.
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={`Pin the ${name.toLowerCase()} price`}
      className="mt-5 space-y-4 border-t border-line pt-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price per gram (AED)"
          inputMode="decimal"
          type="number"
          min="0.01"
          step="0.01"
          value={perGram}
          onChange={(event) => setPerGram(event.target.value)}
          error={errors.price}
          placeholder={price.price_per_gram.toFixed(2)}
        />
        <TextField
          label="Pinned until"
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={errors.until}
          hint="Empty: 24 hours from now. At most 30 days."
        />
      </div>
      {pin.isError && <FormAlert>{pin.error.message}</FormAlert>}
      {unpin.isError && <FormAlert>{unpin.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pin.isPending}>
          <Pin aria-hidden="true" className="size-4" />
          {pin.isPending ? 'Pinning…' : `Pin ${name.toLowerCase()} price`}
        </Button>
        {price.pinned_until && (
          <Button variant="secondary" onClick={() => void onUnpin()} disabled={unpin.isPending}>
            <PinOff aria-hidden="true" className="size-4" />
            {unpin.isPending ? 'Unpinning…' : 'Unpin: follow the feed'}
          </Button>
        )}
      </div>
    </form>
  )
}

function FeedHealthCard() {
  const health = useMetalFeedHealth()
  return (
    <section
      aria-labelledby="feed-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <Activity aria-hidden="true" className="size-5 text-gold-700" />
        <h2 id="feed-heading" className="font-display text-xl font-semibold text-ink-900">
          Price feed
        </h2>
      </div>
      {health.isPending ? (
        <div
          role="status"
          aria-label="Loading the feed"
          className="mt-4 h-24 animate-pulse rounded-xl bg-cream-100"
        />
      ) : health.isError ? (
        <div className="mt-4">
          <LoadError
            message={health.error.message}
            onRetry={() => void health.refetch()}
            isRetrying={health.isFetching}
          />
        </div>
      ) : (
        <FeedHealthBody health={health.data} />
      )}
    </section>
  )
}

function FeedHealthBody({ health }: { health: MetalFeedHealth }) {
  // eslint-disable-next-line react-hooks/purity -- ages shown to the owner, refreshed with the feed health
  const nowMs = Date.now()
  return (
    <>
      <p className="mt-3 text-sm text-ink-600">
        {health.last_accepted_at
          ? `Last accepted price ${ageText(health.last_accepted_at, nowMs)}.`
          : 'The feed has not had a price accepted yet.'}{' '}
        Polled every {Math.round(health.poll_ms / 1000)} s; prices older than{' '}
        {Math.round(health.max_age_s / 60)} min are not sold
        {health.fallback === 'stored' ? ' (development: the stored price stands in)' : ''}.
        {!health.polling && ' Another server instance polls; source details are on that one.'}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {health.sources.map((source) => {
          const ok = source.consecutive_failures === 0 && source.last_success_at !== null
          return (
            <li key={source.name} className="rounded-xl bg-cream-100 px-4 py-3">
              <p className="flex items-center gap-2 font-semibold text-ink-900">
                <span
                  aria-hidden="true"
                  className={cx('size-2 rounded-full', ok ? 'bg-emerald-500' : 'bg-red-500')}
                />
                {source.name}
                <span className="text-xs font-normal text-ink-600">{ok ? 'answering' : 'not answering'}</span>
              </p>
              <p className="mt-1 text-sm text-ink-600">
                {source.last_success_at
                  ? `Last answer ${ageText(source.last_success_at, nowMs)}`
                  : 'No answer yet'}
                {source.last_answer.length > 0 &&
                  `: ${source.last_answer
                    .map(
                      (a) => `${METAL_NAMES[a.metal_type]} ${a.usd_per_ounce.toLocaleString('en-US')} USD/oz`,
                    )
                    .join(', ')}`}
              </p>
              {source.last_error && (
                <p className="mt-1 text-sm break-words text-red-800">
                  Last error{source.last_failure_at ? ` (${ageText(source.last_failure_at, nowMs)})` : ''}:{' '}
                  {source.last_error}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
