import {
  aedToFils,
  btcToSats,
  bip21QrText,
  bip21Uri,
  formatBtc,
  isPayableStatus,
  overpaidSats,
  PAYMENT_QR_SIZE_PX,
  PAYMENT_TOLERANCE_PERCENT_DEFAULT,
  PAID_CANCELLATION_FEE_PERCENT_DEFAULT,
  type PaymentDetails,
  SATS_PER_BTC,
  showsReorganised,
} from '@shop/contract'
import { intlLocale } from '@shop/contract/i18n'
import type { TFunction } from '@shop/contract/i18n'
import {
  CircleCheck,
  Clock,
  ExternalLink,
  Hourglass,
  Info,
  ShieldAlert,
  TriangleAlert,
  Wallet,
} from 'lucide-react'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link } from '../../../lib/router'
import { cx } from '../../../lib/cx'
import { formatAed, formatBtcAmount, formatFils } from '../../../lib/format'
import { Button } from '../../../components/ui/button'
import { currentLanguage } from '../../../lib/i18n'
import type { PaymentSnapshot } from '../api'
import { formatCountdown, useCountdown, useExpired, type ServerClock } from '../countdown'
import { explorerAddressUrl } from '../explorer'
import { lateMoneyText } from '../late-money'
import { CopyButton } from './copy-button'
import { OrderSummary, summaryOf } from './order-summary'
import { PaymentReceipt } from './receipt'

// The QR library loads only on this page (route-level code splitting).
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })))

/** docs/architecture.md#orders-stock-and-payment: what the shopper reads when a payment window ends while the page is open. */
export function expiryMessage(status: PaymentDetails['status'], t: TFunction): string {
  return status === 'Pending'
    ? t('payment:messages.pendingExpired')
    : t('payment:messages.insufficientExpired')
}

/** The payment's state in one sentence, with its tone, for statuses that need no more money. */
function settledNotice(
  details: PaymentDetails,
  t: TFunction,
): { tone: 'wait' | 'done' | 'over'; title: string; text: string } | null {
  switch (details.status) {
    case 'Processing': {
      // The API's figure: the least-confirmed counted payment, the one the order is waiting for.
      const { confirmations } = details
      // docs/reliability.md: a chain reorganisation took the confirmed payment's block away; it waits to confirm again.
      if (showsReorganised(details.status, details.reorganised)) {
        return {
          tone: 'wait',
          title: t('payment:state.againTitle'),
          text: t('payment:messages.reorganised'),
        }
      }
      return {
        tone: 'wait',
        title: t('payment:state.receivedTitle'),
        text: t('payment:state.receivedText', {
          seen: Math.min(confirmations, details.confirmationsRequired),
          required: details.confirmationsRequired,
        }),
      }
    }
    case 'Confirmed':
    case 'Shipped':
    case 'Delivered':
      return {
        tone: 'done',
        title: t('payment:state.confirmedTitle'),
        text: t('payment:state.confirmedText'),
      }
    case 'Timeout':
      return {
        tone: 'over',
        title: t('payment:state.timedOutTitle'),
        text:
          details.amountReceived > 0
            ? t('payment:messages.closedWithMoney', { received: formatBtcAmount(details.amountReceived) })
            : t('payment:messages.pendingExpired'),
      }
    case 'Cancelled':
      return {
        tone: 'over',
        title: t('payment:state.cancelledTitle'),
        // The buyer's own cancel is no expired window; money that arrived is the buyer's either way.
        text: [
          details.insufficientAt && details.cancelledByBuyer !== true
            ? t('payment:messages.insufficientExpired')
            : t('payment:messages.cancelled'),
          details.amountReceived > 0 &&
            t(
              details.cancelledByBuyer === true
                ? 'payment:messages.closedWithMoneyRefundOnly'
                : 'payment:messages.closedWithMoney',
              { received: formatBtcAmount(details.amountReceived) },
            ),
        ]
          .filter(Boolean)
          .join(' '),
      }
    default:
      return null
  }
}

/**
 * The crypto payment screen for one order (docs/product.md#for-shoppers and docs/architecture.md#orders-stock-and-payment; docs/architecture.md#orders-stock-and-payment). `justPlaced`: the shopper came
 * straight from Place Order, so the page first says the order was placed, until the order moves on. On a
 * phone the amount, the QR code and "Open in wallet" come first, within the first screen; what the order is
 * and the rate follow.
 */
export function PaymentView({
  snapshot,
  justPlaced = false,
  seller,
  onCancel,
  closedAction,
}: {
  snapshot: PaymentSnapshot
  justPlaced?: boolean
  /** Who sold the order (legal name, TRN, address), composed in by the route: part of the receipt. */
  seller?: ReactNode
  /** Cancels the order (the route composes the buyer's cancel flow): offered beside paying the rest. */
  onCancel?: (() => void) | undefined
  /** Shown once the order is Timeout or Cancelled (the route composes putting its items back in the cart). */
  closedAction?: ReactNode
}) {
  const { details, clockOffsetMs } = snapshot
  const clock: ServerClock = { serverTimeMs: Date.parse(details.serverTime), clockOffsetMs }
  const { t } = useTranslation(['payment'])
  const payable = isPayableStatus(details.status)
  const expiresAtMs = payable && details.expiresAt ? Date.parse(details.expiresAt) : null
  const expired = useExpired(expiresAtMs, clock)
  const notice = settledNotice(details, t)
  const closed = details.status === 'Timeout' || details.status === 'Cancelled'
  const lateMoney = lateMoneyText(details, t)
  // Once money arrived the greeting is stale: it would sit above 'please send the rest' or 'payment received'.
  const greet = justPlaced && details.status === 'Pending' && btcToSats(details.amountReceived) === 0n
  // A receipt once money has been counted and the order took it (not for a timed-out or cancelled order).
  const showReceipt =
    RECEIPT_STATUSES.has(details.status) && (details.payments.length > 0 || details.status !== 'Processing')

  return (
    <div className="page-container py-4 sm:py-12">
      <div className="mx-auto max-w-4xl">
        <Link to="/profile?tab=orders" className="text-sm font-medium text-gold-700 hover:underline">
          {t('payment:backToOrdersArrow')}
        </Link>
        <h1 className="mt-2 font-display text-2xl font-semibold text-ink-900 sm:mt-4 sm:text-4xl">
          {t('payment:heading')}
        </h1>
        <p className="mt-1 break-all text-sm text-ink-600 sm:mt-2 sm:text-base">
          {t('payment:orderLine', { id: details.orderUniqueId, total: formatAed(details.totalPrice) })}
        </p>
        {greet && (
          <p
            role="status"
            className="mt-3 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-800 sm:mt-4 sm:py-3"
          >
            <CircleCheck aria-hidden="true" className="size-4.5 shrink-0" />
            {t('payment:placed')}
          </p>
        )}

        {notice ? (
          <>
            <StatusPanel tone={notice.tone} title={notice.title} more={lateMoney}>
              {notice.text}
            </StatusPanel>
            {closed && closedAction && <div className="mt-4">{closedAction}</div>}
            <OverpaidNotice details={details} />
            {showReceipt && <PaymentReceipt details={details} />}
          </>
        ) : expired ? (
          <StatusPanel tone="over" title={t('payment:state.expiredTitle')}>
            {expiryMessage(details.status, t)}
          </StatusPanel>
        ) : (
          <PayPanel details={details} expiresAtMs={expiresAtMs} clock={clock} onCancel={onCancel} />
        )}

        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <OrderSummary summary={summaryOf(details)} />
          <LockedRate details={details} />
        </div>

        <p className="mt-6 flex gap-3 rounded-2xl bg-cream-100 p-4 text-sm text-ink-700">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
          <span>
            {t('payment:irreversible')}
            {/* The how-to-send advice only while there is an amount to send. */}
            {!notice && !expired && ` ${t('payment:sendAdvice')}`}
          </span>
        </p>
        {seller && <div className="mt-6 px-1">{seller}</div>}
      </div>
    </div>
  )
}

/** Statuses whose page shows the receipt: money arrived and the order keeps it. */
const RECEIPT_STATUSES = new Set<PaymentDetails['status']>([
  'Processing',
  'Confirmed',
  'Shipped',
  'Delivered',
])

/** "24 Nov, 14:05" in English as ever; Arabic reads the UAE's Arabic dates. */
function rateTimeFormat(): Intl.DateTimeFormat {
  const language = currentLanguage()
  return new Intl.DateTimeFormat(language === 'ar' ? intlLocale(language) : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** The BTC/AED rate the order's BTC amount was fixed at, and until when it holds (absent on older servers). */
function LockedRate({ details }: { details: PaymentDetails }) {
  const { t } = useTranslation(['payment'])
  if (details.rateAedPerBtc === undefined) return null
  const dateTime = rateTimeFormat()
  const until = details.rateLockedUntil ? Date.parse(details.rateLockedUntil) : null
  return (
    <section
      aria-labelledby="payment-rate-heading"
      className="rounded-3xl border border-line bg-white p-5 text-sm text-ink-700 sm:p-8"
    >
      <h2 id="payment-rate-heading" className="font-display text-xl font-semibold text-ink-900">
        {t('payment:rate.heading')}
      </h2>
      <p className="mt-3 text-base font-semibold text-ink-900 tabular-nums" data-testid="locked-rate">
        <span dir="ltr">{t('payment:rate.perBtc', { amount: formatAed(details.rateAedPerBtc) })}</span>
      </p>
      <p className="mt-1">
        {details.rateLockedAt &&
          t('payment:rate.lockedAt', { at: dateTime.format(Date.parse(details.rateLockedAt)) })}
        {until !== null
          ? t('payment:rate.holdsUntil', { until: dateTime.format(until) })
          : t('payment:rate.fixed')}
      </p>
    </section>
  )
}

/**
 * docs/architecture.md#orders-stock-and-payment: money beyond amountExpected is the buyer's; the owner's admin lists it (once confirmed) to refund
 * or honour, and has to ask the buyer where to send it back, so the page says how much and that we will write.
 */
function OverpaidNotice({ details }: { details: PaymentDetails }) {
  const { t } = useTranslation(['payment'])
  if (details.status !== 'Processing' && details.status !== 'Confirmed') return null
  const extraSats = overpaidSats(btcToSats(details.amountExpected), btcToSats(details.amountReceived))
  if (extraSats === 0n) return null
  // The owner settles confirmed money only: unconfirmed money may still be replaced.
  const next =
    details.status === 'Processing' ? t('payment:overpaid.afterConfirmation') : t('payment:overpaid.now')
  return (
    <p
      role="status"
      className="mt-4 flex gap-3 rounded-2xl border border-sky-200 bg-white px-4 py-3 text-sm text-ink-800 sm:px-5"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-sky-700" />
      <span>
        {t('payment:overpaid.text', { amount: formatBtc(extraSats) })} {next}
      </span>
    </p>
  )
}

/**
 * The time left, ticking every second on its own: with the page around it rendered again at each tick, drawing
 * the QR code and the rest took a phone's main thread 100–500 ms every second (docs/decisions/259).
 */
function CountdownText({ expiresAtMs, clock }: { expiresAtMs: number; clock: ServerClock }) {
  return formatCountdown(useCountdown(expiresAtMs, clock) ?? 0)
}

function PayPanel({
  details,
  expiresAtMs,
  clock,
  onCancel,
}: {
  details: PaymentDetails
  expiresAtMs: number | null
  clock: ServerClock
  onCancel?: (() => void) | undefined
}) {
  const { t } = useTranslation(['payment'])
  const dueSats = btcToSats(details.outstandingAmount)
  const due = formatBtc(dueSats)
  const explorerUrl = explorerAddressUrl(details.paymentAddress)
  // A part payment too small to start the Insufficient window leaves the order Pending (its hour runs on):
  // the page still says what arrived and asks for the rest.
  const partPaid =
    details.status === 'Insufficient' ||
    (details.status === 'Pending' && btcToSats(details.amountReceived) > 0n)
  // The wallet link carries the amount still due, exactly as the QR code does.
  const walletUri = dueSats > 0n ? (details.paymentUri ?? bip21Uri(details.paymentAddress, dueSats)) : null
  const tolerancePercent = details.paymentTolerancePercent ?? PAYMENT_TOLERANCE_PERCENT_DEFAULT
  // The rest in AED at the order's locked rate, so the buyer sees what the satoshis stand for.
  const dueFils =
    partPaid && details.rateAedPerBtc !== undefined && dueSats > 0n
      ? Number((dueSats * BigInt(aedToFils(details.rateAedPerBtc))) / SATS_PER_BTC)
      : null

  return (
    <div className="mt-4 grid gap-4 rounded-3xl border border-line bg-white p-4 shadow-sm sm:mt-6 sm:gap-6 sm:p-8 md:grid-cols-[1fr_auto]">
      <div className="min-w-0 space-y-4 sm:space-y-6">
        {partPaid && (
          <p role="status" className="rounded-xl bg-orange-50 px-4 py-3 text-sm text-orange-900">
            {t('payment:pay.partPaid', {
              received: formatBtcAmount(details.amountReceived),
              expected: formatBtcAmount(details.amountExpected),
              due,
            })}
            {dueFils !== null && ` ${t('payment:pay.dueInAed', { amount: formatFils(dueFils) })}`}
          </p>
        )}
        {details.status === 'Insufficient' && onCancel && (
          <div className="space-y-3 rounded-xl border border-line bg-cream-50 px-4 py-3 text-sm text-ink-700">
            <p>{t('payment:pay.orCancel')}</p>
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('payment:pay.cancelAndRefund')}
            </Button>
          </div>
        )}
        {details.status === 'Failed' && (
          <p role="status" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {t('payment:pay.failed', { due })}
          </p>
        )}
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div>
            <p className="text-sm font-medium text-ink-600">
              {details.status === 'Pending' && !partPaid
                ? t('payment:pay.amount')
                : t('payment:pay.amountDue')}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <p
                dir="ltr"
                className="font-mono text-2xl font-semibold text-ink-900 tabular-nums"
                data-testid="amount-due"
              >
                {due} BTC
              </p>
              <CopyButton
                text={due}
                label={t('payment:pay.copyAmount')}
                confirmation={t('payment:pay.amountCopied')}
              />
            </div>
          </div>
          {expiresAtMs !== null && (
            <div>
              <p className="flex items-center gap-2 text-sm font-medium text-ink-600">
                <Clock aria-hidden="true" className="size-4" />
                {t('payment:pay.timeLeft')}
              </p>
              <p
                dir="ltr"
                className="mt-1 font-mono text-2xl font-semibold text-ink-900 tabular-nums sm:text-4xl"
                aria-live="off"
                data-testid="countdown"
              >
                <CountdownText expiresAtMs={expiresAtMs} clock={clock} />
              </p>
            </div>
          )}
        </div>
        {walletUri && (
          <a
            href={walletUri}
            className="flex w-full items-center justify-center gap-2 rounded-full bg-gold-500 px-5 py-3 text-base font-semibold text-ink-900 hover:bg-gold-400 md:w-auto md:justify-self-start"
            data-testid="open-in-wallet"
          >
            <Wallet aria-hidden="true" className="size-5" />
            {t('payment:pay.openInWallet')}
          </a>
        )}
        <p className="text-sm text-ink-700" data-testid="payment-advice">
          {/* The shop's own tolerance (PAYMENT_TOLERANCE_PERCENT); the shipped 0.5 % from an older server. */}
          {tolerancePercent > 0 ? (
            <Trans
              t={t}
              i18nKey="payment:pay.advice"
              values={{ percent: tolerancePercent }}
              components={{ strong: <strong /> }}
            />
          ) : (
            <Trans t={t} i18nKey="payment:pay.adviceNoTolerance" components={{ strong: <strong /> }} />
          )}
        </p>
        {/* The price lock is binding once paid (the Terms say so too): told before the buyer sends. */}
        <p className="text-sm text-ink-600" data-testid="binding-price">
          {t('payment:pay.binding', {
            fee: details.paidCancellationFeePercent ?? PAID_CANCELLATION_FEE_PERCENT_DEFAULT,
          })}
        </p>
        <div>
          <p className="text-sm font-medium text-ink-600">{t('payment:pay.address')}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <p dir="ltr" className="min-w-0 font-mono text-base break-all text-ink-900">
              {details.paymentAddress}
            </p>
            <CopyButton
              text={details.paymentAddress}
              label={t('payment:pay.copyAddress')}
              confirmation={t('payment:pay.addressCopied')}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-ink-900 px-5 py-3 text-sm font-semibold text-cream-50 hover:bg-ink-800"
          >
            {t('payment:pay.checkPayment')}
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
          <Link
            to="/profile?tab=orders"
            className="inline-flex items-center rounded-full border border-ink-900/15 bg-white px-5 py-3 text-sm font-semibold text-ink-900 hover:border-gold-500"
          >
            {t('payment:backToOrders')}
          </Link>
        </div>
      </div>
      {dueSats > 0n && (
        // On a phone the QR code sits right under the amount, before the address and buttons.
        <div className="order-first flex flex-col items-center gap-2 justify-self-center md:order-none md:justify-self-end">
          <div dir="ltr" className="rounded-2xl border border-line bg-white p-3">
            <Suspense fallback={<div className="size-32 animate-pulse rounded bg-cream-200" />}>
              <QRCodeSVG
                value={bip21QrText(details.paymentAddress, dueSats)}
                size={PAYMENT_QR_SIZE_PX}
                role="img"
                aria-label={t('payment:pay.qrLabel')}
                data-testid="payment-qr"
              />
            </Suspense>
          </div>
          <p className="max-w-48 text-center text-xs text-ink-500">{t('payment:pay.scan')}</p>
        </div>
      )}
    </div>
  )
}

function StatusPanel({
  tone,
  title,
  children,
  more,
}: {
  tone: 'wait' | 'done' | 'over'
  title: string
  children: ReactNode
  /** A further paragraph (what happens to money sent after the order closed). */
  more?: string | null
}) {
  const Icon = tone === 'wait' ? Hourglass : tone === 'done' ? CircleCheck : TriangleAlert
  return (
    <div
      role={tone === 'over' ? 'alert' : 'status'}
      className={cx(
        'mt-6 flex gap-4 rounded-3xl border p-5 sm:p-8',
        tone === 'wait' && 'border-sky-200 bg-sky-50 text-sky-950',
        tone === 'done' && 'border-emerald-200 bg-emerald-50 text-emerald-950',
        tone === 'over' && 'border-red-200 bg-red-50 text-red-950',
      )}
    >
      <Icon aria-hidden="true" className="size-7 shrink-0" />
      <div>
        <h2 className="font-display text-xl font-semibold">{title}</h2>
        <p className="mt-1">{children}</p>
        {more && <p className="mt-2 text-sm">{more}</p>}
      </div>
    </div>
  )
}
