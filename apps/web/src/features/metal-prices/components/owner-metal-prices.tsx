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
import type { TFunction } from '@shop/contract/i18n'
import { useState, type FormEvent, type ReactNode } from 'react'
import { getI18n, useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/status-message'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { formatAed, formatDateTime, formatFils } from '../../../lib/format'
import { translateMessage } from '../../../lib/translate-message'
import { useMetalPrices } from '../api'
import { useMetalFeedHealth, usePinMetalPrice, useUnpinMetalPrice } from '../owner-api'

type T = TFunction

/** The page's texts outside a component: the one instance of the page (tests: English). */
const pageT = (): T => getI18n().t

/** "just now", "4 min ago", "3 h ago", "2 days ago". */
export function ageText(at: string, nowMs: number, t: T = pageT()): string {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(at)) / 1000))
  if (seconds < 60) return t('ownerMetals:age.justNow')
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return t('ownerMetals:age.minutes', { n: minutes })
  const hours = Math.round(minutes / 60)
  if (hours < 48) return t('ownerMetals:age.hours', { n: hours })
  return t('ownerMetals:age.days', { n: Math.round(hours / 24) })
}

/**
 * Where a price came from, in words: `feed:gold-api,swissquote` -> "Live feed (gold-api, swissquote)" while
 * it is fresh, "Last feed price (…)" once it is not; `owner` is the owner's pin while it lasts, otherwise a
 * stored price (the seed's, or one kept from an earlier pin).
 */
export function sourceText(
  price: Pick<MetalPrice, 'source' | 'live' | 'pinned_until'>,
  t: T = pageT(),
): string {
  const { source } = price
  if (source.startsWith('feed:')) {
    const names = source.slice(5).split(',').join(', ')
    return price.live ? t('ownerMetals:source.live', { names }) : t('ownerMetals:source.last', { names })
  }
  if (price.pinned_until) return t('ownerMetals:source.owner')
  if (source === 'owner' || source === 'stored') return t('ownerMetals:source.stored')
  return source
}

/** A typographic sign for a change: "+", "−" (minus sign) or nothing for zero. */
const signOf = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '')

/** docs/architecture.md#live-metal-prices: the owner's view of the live metal prices, their pins and the feed's sources. */
export function OwnerMetalPrices() {
  const { t } = useTranslation(['ownerMetals'])
  const prices = useMetalPrices()
  if (prices.isPending) {
    return (
      <div
        role="status"
        aria-label={t('ownerMetals:loading')}
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
  const { t } = useTranslation(['ownerMetals'])
  const [text, tone] = price.pinned_until
    ? ([
        t('ownerMetals:badge.pinned', { date: formatDateTime(price.pinned_until, 'shop') }),
        'bg-gold-100 text-gold-900',
      ] as const)
    : price.stale
      ? ([t('ownerMetals:badge.stale'), 'bg-red-50 text-red-800'] as const)
      : price.live
        ? ([t('ownerMetals:badge.live'), 'bg-emerald-50 text-emerald-800'] as const)
        : ([t('ownerMetals:badge.stored'), 'bg-cream-200 text-ink-800'] as const)
  return <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{text}</span>
}

function MetalCard({ price }: { price: MetalPrice }) {
  const { t } = useTranslation(['ownerMetals'])
  const name = t(`ownerMetals:metals.${price.metal_type}`)
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
        <Figure
          label={t('ownerMetals:card.perGram')}
          value={<span dir="ltr">{formatAed(price.price_per_gram)}</span>}
          large
        />
        <Figure
          label={t('ownerMetals:card.perOunce')}
          value={
            perGramFils > 0 ? (
              <span dir="ltr">{formatFils(filsPerGramToFilsPerOunce(perGramFils))}</span>
            ) : (
              '—'
            )
          }
        />
        <Figure
          label={t('ownerMetals:card.change')}
          value={
            change ? (
              <span dir="ltr">{`${signOf(change.price_per_gram)}${formatAed(Math.abs(change.price_per_gram))} (${signOf(change.percent)}${Math.abs(change.percent).toFixed(2)} %)`}</span>
            ) : (
              t('ownerMetals:card.noChange')
            )
          }
        />
        <Figure
          label={t('ownerMetals:card.updated')}
          value={
            <time dateTime={price.updatedAt} title={formatDateTime(price.updatedAt, 'shop')}>
              {/* eslint-disable-next-line react-hooks/purity -- an age shown to the owner, refreshed with the prices */}
              {ageText(price.updatedAt, Date.now(), t)}
            </time>
          }
        />
      </dl>
      <p className="mt-3 text-sm text-ink-600">
        {t('ownerMetals:card.source')}
        <span className="font-medium text-ink-800">{sourceText(price, t)}</span>
        {price.pinned_until && (
          <>
            {t('ownerMetals:card.pinnedUntil')}
            <time dateTime={price.pinned_until} className="font-medium text-ink-800">
              {formatDateTime(price.pinned_until, 'shop')}
            </time>
          </>
        )}
      </p>
      {price.stale && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(`ownerMetals:card.stale.${price.metal_type}`)}
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
  const { t } = useTranslation(['ownerMetals'])
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
    if (!parsed.success) next.price = t('ownerMetals:pin.badPrice')
    if (until && !untilIso) next.until = t('ownerMetals:pin.badDate')
    const nowMs = Date.now()
    if (untilIso && Date.parse(untilIso) <= nowMs) next.until = translateMessage(MESSAGES.pinUntilInPast)
    if (untilIso && Date.parse(untilIso) - nowMs > METAL_PIN_MAX_MS)
      next.until = translateMessage(MESSAGES.pinTooLong)
    setErrors(next)
    if (!parsed.success || next.until) return
    try {
      await pin.mutateAsync({ id: price.id, body: parsed.data })
      toast.success(t('ownerMetals:pin.pinned', { name, price: formatAed(parsed.data.price_per_gram) }))
      setPerGram('')
      setUntil('')
    } catch {
      // The mutation's error is shown in the form.
    }
  }

  const onUnpin = async () => {
    try {
      await unpin.mutateAsync(price.id)
      toast.success(t('ownerMetals:pin.unpinned', { name }))
    } catch {
      // Shown below.
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t(`ownerMetals:pin.form.${price.metal_type}`)}
      className="mt-5 space-y-4 border-t border-line pt-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('ownerMetals:pin.price')}
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
          label={t('ownerMetals:pin.until')}
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={errors.until}
          hint={t('ownerMetals:pin.untilHint')}
        />
      </div>
      {pin.isError && <FormAlert>{pin.error.message}</FormAlert>}
      {unpin.isError && <FormAlert>{unpin.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pin.isPending}>
          <Pin aria-hidden="true" className="size-4" />
          {pin.isPending ? t('ownerMetals:pin.pinning') : t(`ownerMetals:pin.submit.${price.metal_type}`)}
        </Button>
        {price.pinned_until && (
          <Button variant="secondary" onClick={() => void onUnpin()} disabled={unpin.isPending}>
            <PinOff aria-hidden="true" className="size-4" />
            {unpin.isPending ? t('ownerMetals:pin.unpinning') : t('ownerMetals:pin.unpin')}
          </Button>
        )}
      </div>
    </form>
  )
}

function FeedHealthCard() {
  const { t } = useTranslation(['ownerMetals'])
  const health = useMetalFeedHealth()
  return (
    <section
      aria-labelledby="feed-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <Activity aria-hidden="true" className="size-5 text-gold-700" />
        <h2 id="feed-heading" className="font-display text-xl font-semibold text-ink-900">
          {t('ownerMetals:feed.title')}
        </h2>
      </div>
      {health.isPending ? (
        <div
          role="status"
          aria-label={t('ownerMetals:feed.loading')}
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
  const { t } = useTranslation(['ownerMetals'])
  // eslint-disable-next-line react-hooks/purity -- ages shown to the owner, refreshed with the feed health
  const nowMs = Date.now()
  return (
    <>
      <p className="mt-3 text-sm text-ink-600">
        {health.last_accepted_at
          ? t('ownerMetals:feed.lastAccepted', { age: ageText(health.last_accepted_at, nowMs, t) })
          : t('ownerMetals:feed.noneAccepted')}
        {t('ownerMetals:feed.polled', {
          seconds: Math.round(health.poll_ms / 1000),
          minutes: Math.round(health.max_age_s / 60),
        })}
        {health.fallback === 'stored' ? t('ownerMetals:feed.fallback') : ''}.
        {!health.polling && t('ownerMetals:feed.otherInstance')}
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
                <span className="text-xs font-normal text-ink-600">
                  {ok ? t('ownerMetals:feed.answering') : t('ownerMetals:feed.notAnswering')}
                </span>
              </p>
              <p className="mt-1 text-sm text-ink-600">
                {source.last_success_at
                  ? t('ownerMetals:feed.lastAnswer', { age: ageText(source.last_success_at, nowMs, t) })
                  : t('ownerMetals:feed.noAnswer')}
                {source.last_answer.length > 0 &&
                  `: ${source.last_answer
                    .map((a) =>
                      t('ownerMetals:feed.quote', {
                        metal: t(`ownerMetals:metals.${a.metal_type}`),
                        price: a.usd_per_ounce.toLocaleString('en-US'),
                      }),
                    )
                    .join(', ')}`}
              </p>
              {source.last_error && (
                <p className="mt-1 text-sm break-words text-red-800">
                  {source.last_failure_at
                    ? t('ownerMetals:feed.lastErrorAt', { age: ageText(source.last_failure_at, nowMs, t) })
                    : t('ownerMetals:feed.lastError')}
                  : {source.last_error}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
