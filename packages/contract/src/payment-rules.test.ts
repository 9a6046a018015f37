import { describe, expect, it } from 'vitest'
import { HOUR_MS, MINUTE_MS, UNCONFIRMED_HOLD_MINUTES_DEFAULT } from './limits.js'
import {
  countedSatsOf,
  isCountedPayment,
  orderConfirmations,
  outputConfirmations,
  decidePaymentSteps,
  isPaidInFull,
  isSignificantPartPayment,
  paymentToleranceSats,
  type OrderPaymentState,
  outstandingSats,
  dueSatsOf,
  overpaidSats,
  type PaymentAlertKind,
  rateLockedUntil,
  receiptDeliveryWindow,
  reorganisedNotice,
  shippedPaymentAlert,
  showsPaymentUri,
  showsReorganised,
} from './payment-rules.js'
import { expectedDeliveryWindow } from './fulfilment.js'
import { ORDER_STATUSES, type OrderStatus } from './order-status.js'

const createdAt = new Date('2026-11-22T08:00:00Z')
const at = (ms: number) => new Date(createdAt.getTime() + ms)

const pending = (overrides: Partial<OrderPaymentState> = {}): OrderPaymentState => ({
  status: 'Pending',
  createdAt,
  insufficientAt: null,
  failedAt: null,
  expectedSats: 100_000n,
  countedSats: 0n,
  confirmedSats: 0n,
  paymentDropped: false,
  now: at(60_000),
  ...overrides,
})

const moves = (state: OrderPaymentState) => decidePaymentSteps(state).map((s) => `${s.from}->${s.to}`)

describe('decidePaymentSteps', () => {
  it('leaves an unpaid order alone inside its hour', () => {
    expect(moves(pending({ now: at(HOUR_MS - 1) }))).toEqual([])
  })

  it('times out an unpaid order when its hour is over', () => {
    expect(moves(pending({ now: at(HOUR_MS) }))).toEqual(['Pending->Timeout'])
  })

  it('times a Pending order out at the end of the window it was given, not at the usual hour', () => {
    // A large order given 24 h (orders.expires_at): still open after the usual hour, timed out at 24 h.
    const given = at(24 * HOUR_MS)
    expect(moves(pending({ now: at(HOUR_MS), pendingExpiresAt: given }))).toEqual([])
    expect(moves(pending({ now: at(24 * HOUR_MS - 1), pendingExpiresAt: given }))).toEqual([])
    expect(moves(pending({ now: given, pendingExpiresAt: given }))).toEqual(['Pending->Timeout'])
    // A part payment inside it starts the usual Insufficient window from then.
    const now = at(20 * HOUR_MS)
    expect(decidePaymentSteps(pending({ countedSats: 40_000n, now, pendingExpiresAt: given }))).toEqual([
      { from: 'Pending', to: 'Insufficient', reason: 'partPaid', insufficientAt: now },
    ])
  })

  it('marks a part payment Insufficient and starts the 2 h window then', () => {
    const now = at(10 * 60_000)
    const steps = decidePaymentSteps(pending({ countedSats: 40_000n, now }))
    expect(steps).toEqual([{ from: 'Pending', to: 'Insufficient', reason: 'partPaid', insufficientAt: now }])
  })

  it('keeps a 1-satoshi payment from stretching the hour: the order stays Pending and times out on time', () => {
    expect(moves(pending({ countedSats: 1n, now: at(10 * 60_000) }))).toEqual([])
    expect(moves(pending({ countedSats: 999n, now: at(HOUR_MS - 1) }))).toEqual([])
    expect(moves(pending({ countedSats: 1n, now: at(HOUR_MS) }))).toEqual(['Pending->Timeout'])
  })

  it('starts the Insufficient window from 1 % of the order, or the share the shop set', () => {
    expect(moves(pending({ countedSats: 1_000n }))).toEqual(['Pending->Insufficient'])
    expect(moves(pending({ countedSats: 1_000n, minPartPaymentPercent: 5 }))).toEqual([])
    expect(moves(pending({ countedSats: 1n, minPartPaymentPercent: 0 }))).toEqual(['Pending->Insufficient'])
  })

  it('takes a too-small payment that grows to paid in full straight to Processing', () => {
    expect(moves(pending({ countedSats: 100_000n, now: at(30 * 60_000) }))).toEqual(['Pending->Processing'])
  })

  it('never times out an order whose payment arrived, even when noticed after the hour', () => {
    expect(moves(pending({ countedSats: 100_000n, now: at(2 * HOUR_MS) }))).toEqual(['Pending->Processing'])
  })

  it('takes a full payment already confirmed straight through Processing to Confirmed', () => {
    expect(moves(pending({ countedSats: 100_000n, confirmedSats: 100_000n }))).toEqual([
      'Pending->Processing',
      'Processing->Confirmed',
    ])
  })

  it('counts an overpayment as paid in full', () => {
    expect(moves(pending({ countedSats: 100_001n }))).toEqual(['Pending->Processing'])
  })

  // The boundary a buyer and the owner notice: the amount due is the amount due. Written against the due
  // amount itself, not against the rule, so a rule that lets a shortfall through (even one satoshi) fails here.
  describe('with no tolerance (the owner set 0), one satoshi short of the amount due is not paid in full', () => {
    const exact: typeof pending = (overrides) => pending({ paymentTolerancePercent: 0, ...overrides })
    const due = 100_000n
    const short = due - 1n

    it('leaves a Pending order part paid, not Processing; the last satoshi pays it', () => {
      expect(moves(exact({ expectedSats: due, countedSats: short }))).toEqual(['Pending->Insufficient'])
      expect(moves(exact({ expectedSats: due, countedSats: due }))).toEqual(['Pending->Processing'])
    })

    it('never confirms an order one satoshi short, even with every satoshi in a block', () => {
      const state = exact({ expectedSats: due, countedSats: short, confirmedSats: short })
      expect(moves(state)).toEqual(['Pending->Insufficient'])
    })

    it('keeps an Insufficient order waiting, and cancels it when its window ends', () => {
      const insufficientAt = at(30 * 60_000)
      const base = exact({ status: 'Insufficient', insufficientAt, expectedSats: due, countedSats: short })
      expect(moves(base)).toEqual([])
      expect(moves({ ...base, now: new Date(insufficientAt.getTime() + 2 * HOUR_MS) })).toEqual([
        'Insufficient->Cancelled',
      ])
    })

    it('does not revive a Failed order with a replacement one satoshi short', () => {
      const failedAt = at(20 * 60_000)
      const base = exact({ status: 'Failed', failedAt, expectedSats: due, countedSats: short })
      expect(moves(base)).toEqual([])
      expect(moves({ ...base, now: new Date(failedAt.getTime() + 2 * HOUR_MS) })).toEqual([
        'Failed->Cancelled',
      ])
    })

    it('fails a Processing or Confirmed order whose counted money fell one satoshi short', () => {
      expect(moves(exact({ status: 'Processing', expectedSats: due, countedSats: short }))).toEqual([
        'Processing->Failed',
      ])
      expect(
        moves(exact({ status: 'Confirmed', expectedSats: due, countedSats: short, confirmedSats: short })),
      ).toEqual(['Confirmed->Failed'])
    })

    it('holds a Processing order whose confirmed money is one satoshi short', () => {
      expect(
        moves(exact({ status: 'Processing', expectedSats: due, countedSats: due, confirmedSats: short })),
      ).toEqual([])
    })

    it('tells the buyer one satoshi is still outstanding', () => {
      expect(outstandingSats(due, short)).toBe(1n)
      expect(outstandingSats(due, due)).toBe(0n)
    })
  })

  it('waits for confirmations of the whole amount', () => {
    const state = pending({ status: 'Processing', countedSats: 100_000n, confirmedSats: 60_000n })
    expect(moves(state)).toEqual([])
  })

  it('completes an Insufficient order with the rest, and cancels it 2 h after the part payment', () => {
    const insufficientAt = at(30 * 60_000)
    const base = pending({ status: 'Insufficient', insufficientAt, countedSats: 40_000n })
    expect(moves({ ...base, countedSats: 100_000n })).toEqual(['Insufficient->Processing'])
    expect(moves({ ...base, now: new Date(insufficientAt.getTime() + 2 * HOUR_MS - 1) })).toEqual([])
    expect(moves({ ...base, now: new Date(insufficientAt.getTime() + 2 * HOUR_MS) })).toEqual([
      'Insufficient->Cancelled',
    ])
  })

  it('fails a Processing order whose payment left the chain before confirming', () => {
    const now = at(20 * 60_000)
    const steps = decidePaymentSteps(
      pending({ status: 'Processing', countedSats: 0n, paymentDropped: true, now }),
    )
    expect(steps).toEqual([{ from: 'Processing', to: 'Failed', reason: 'paymentDropped', failedAt: now }])
  })

  it('fails an Insufficient order whose part payment was replaced away', () => {
    const base = pending({
      status: 'Insufficient',
      insufficientAt: at(0),
      countedSats: 0n,
      paymentDropped: true,
    })
    expect(moves(base)).toEqual(['Insufficient->Failed'])
  })

  it('revives a Failed order when a replacement pays in full, and cancels it after 2 h otherwise', () => {
    const failedAt = at(20 * 60_000)
    const base = pending({ status: 'Failed', failedAt, countedSats: 0n })
    expect(moves({ ...base, countedSats: 100_000n })).toEqual(['Failed->Processing'])
    expect(moves({ ...base, countedSats: 50_000n })).toEqual([])
    expect(moves({ ...base, now: new Date(failedAt.getTime() + 2 * HOUR_MS) })).toEqual(['Failed->Cancelled'])
  })

  it.each([
    // [counted, confirmed, moves]: after a chain reorganisation (docs/reliability.md)
    [100_000n, 0n, ['Confirmed->Processing']], // block orphaned, payment back in the mempool
    [100_000n, 99_499n, ['Confirmed->Processing']], // one of two payments lost its block: confirmed is now short beyond the tolerance
    [150_000n, 100_000n, []], // the unconfirmed part is only the overpayment
    [100_000n, 100_000n, []], // re-mined in the replacing block: nothing to do
    [60_000n, 60_000n, ['Confirmed->Failed']], // part of the money is gone
    [0n, 0n, ['Confirmed->Failed']], // all of it is gone
  ] as const)(
    'moves a Confirmed order with %s sats counted and %s confirmed: %j',
    (countedSats, confirmedSats, expected) => {
      expect(moves(pending({ status: 'Confirmed', countedSats, confirmedSats }))).toEqual(expected)
    },
  )

  it('gives a Confirmed order whose money is gone the Failed window, and a reorganised one no payment window', () => {
    const now = at(3 * HOUR_MS)
    expect(decidePaymentSteps(pending({ status: 'Confirmed', countedSats: 0n, now }))).toEqual([
      { from: 'Confirmed', to: 'Failed', reason: 'paymentDropped', failedAt: now },
    ])
    expect(
      decidePaymentSteps(pending({ status: 'Confirmed', countedSats: 100_000n, confirmedSats: 0n, now })),
    ).toEqual([
      {
        from: 'Confirmed',
        to: 'Processing',
        reason: 'reorganised',
        holdExpiresAt: new Date(now.getTime() + UNCONFIRMED_HOLD_MINUTES_DEFAULT * MINUTE_MS),
      },
    ])
  })

  it.each(['Shipped', 'Delivered'] as const)(
    'never moves a %s order back, whatever happens to its money',
    (status) => {
      expect(moves(pending({ status, countedSats: 0n, confirmedSats: 0n, paymentDropped: true }))).toEqual([])
      expect(moves(pending({ status, countedSats: 100_000n, confirmedSats: 0n }))).toEqual([])
    },
  )

  it.each(['Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Timeout'] as const)(
    'does not move a %s order whatever arrives (late money is recorded, not applied)',
    (status) => {
      expect(moves(pending({ status, countedSats: 100_000n, confirmedSats: 100_000n }))).toEqual([])
    },
  )
})

describe('the hold of an unconfirmed payment on the stock', () => {
  const paidAt = at(10 * 60_000)
  const holdMs = UNCONFIRMED_HOLD_MINUTES_DEFAULT * MINUTE_MS
  const processing = (overrides: Partial<OrderPaymentState> = {}) =>
    pending({
      status: 'Processing',
      countedSats: 100_000n,
      holdExpiresAt: new Date(paidAt.getTime() + holdMs),
      ...overrides,
    })

  it('starts when the order is paid in full, for 180 minutes unless the shop set another hold', () => {
    const [step] = decidePaymentSteps(pending({ countedSats: 100_000n, now: paidAt }))
    expect(step).toMatchObject({ to: 'Processing', reason: 'paidInFull' })
    expect(step!.holdExpiresAt).toEqual(new Date(paidAt.getTime() + 180 * MINUTE_MS))
    const [short] = decidePaymentSteps(
      pending({ countedSats: 100_000n, now: paidAt, unconfirmedHoldMs: 30 * MINUTE_MS }),
    )
    expect(short!.holdExpiresAt).toEqual(new Date(paidAt.getTime() + 30 * MINUTE_MS))
  })

  it.each([
    ['a second before the hold ends', holdMs - 1_000, 0n, []],
    ['at the last millisecond of the hold', holdMs - 1, 0n, []],
    ['when the hold ends, still unconfirmed', holdMs, 0n, ['Processing->Timeout:unconfirmedHoldExpired']],
    [
      'a day after the hold ended, still unconfirmed',
      holdMs + 24 * HOUR_MS,
      0n,
      ['Processing->Timeout:unconfirmedHoldExpired'],
    ],
    [
      'after the hold, but confirmed meanwhile',
      holdMs + HOUR_MS,
      100_000n,
      ['Processing->Confirmed:confirmed'],
    ],
    [
      'after the hold, confirmed one satoshi beyond the tolerance short',
      holdMs,
      99_499n,
      ['Processing->Timeout:unconfirmedHoldExpired'],
    ],
  ])('%s', (_name, afterPaidMs, confirmedSats, expected) => {
    const steps = decidePaymentSteps(
      processing({ now: new Date(paidAt.getTime() + afterPaidMs), confirmedSats }),
    )
    expect(steps.map((s) => `${s.from}->${s.to}:${s.reason}`)).toEqual(expected)
  })

  it('never times out an order without a hold (one the owner honoured)', () => {
    expect(moves(processing({ holdExpiresAt: null, now: at(30 * 24 * HOUR_MS) }))).toEqual([])
  })

  it('starts again when a reorganisation makes a confirmed payment unconfirmed', () => {
    const now = at(5 * HOUR_MS)
    const [step] = decidePaymentSteps(
      pending({ status: 'Confirmed', countedSats: 100_000n, confirmedSats: 0n, now }),
    )
    expect(step).toMatchObject({ to: 'Processing', reason: 'reorganised' })
    expect(step!.holdExpiresAt).toEqual(new Date(now.getTime() + holdMs))
  })
})

describe('the payment tolerance (an exchange takes its fee from the amount sent)', () => {
  // 1 BTC due: 0.5 % is 500,000 sat.
  const due = 100_000_000n
  it.each([
    ['0.4 % short', 99_600_000n, ['Pending->Processing']],
    ['exactly the tolerance short', 99_500_000n, ['Pending->Processing']],
    ['1 satoshi beyond the tolerance', 99_499_999n, ['Pending->Insufficient']],
    ['0.6 % short', 99_400_000n, ['Pending->Insufficient']],
    ['paid exactly', 100_000_000n, ['Pending->Processing']],
  ])('a payment %s moves a Pending order as the buyer expects', (_label, counted, expected) => {
    expect(moves(pending({ expectedSats: due, countedSats: counted }))).toEqual(expected)
  })

  it('confirms an order paid 0.4 % short once the payment confirms', () => {
    expect(
      moves(pending({ expectedSats: due, countedSats: 99_600_000n, confirmedSats: 99_600_000n })),
    ).toEqual(['Pending->Processing', 'Processing->Confirmed'])
  })

  it('lets an Insufficient order be topped up to within the tolerance', () => {
    const state = pending({
      status: 'Insufficient',
      insufficientAt: at(0),
      expectedSats: due,
      countedSats: 99_600_000n,
    })
    expect(moves(state)).toEqual(['Insufficient->Processing'])
  })

  it('takes the owner’s percent, and 0 means to the satoshi', () => {
    expect(paymentToleranceSats(due, 1)).toBe(1_000_000n)
    expect(isPaidInFull(99_999_999n, due, 0)).toBe(false)
    expect(
      moves(pending({ expectedSats: due, countedSats: 99_600_000n, paymentTolerancePercent: 0 })),
    ).toEqual(['Pending->Insufficient'])
  })

  it('rounds the tolerance down, never up', () => {
    expect(paymentToleranceSats(199n, 0.5)).toBe(0n)
    expect(paymentToleranceSats(200n, 0.5)).toBe(1n)
  })

  it('refuses a percent outside 0..10', () => {
    expect(() => paymentToleranceSats(due, 11)).toThrow(RangeError)
    expect(() => paymentToleranceSats(due, -1)).toThrow(RangeError)
  })
})

describe('isSignificantPartPayment', () => {
  it.each([
    [0n, 100_000n, 1, false],
    [1n, 100_000n, 1, false],
    [999n, 100_000n, 1, false],
    [1_000n, 100_000n, 1, true],
    [1n, 100_000n, 0, true],
    [499n, 100_000n, 0.5, false],
    [500n, 100_000n, 0.5, true],
    [100_000n, 100_000n, 100, true],
    [99_999n, 100_000n, 100, false],
  ])('%s of %s sats at %s %% matters: %s', (counted, expected, percent, matters) => {
    expect(isSignificantPartPayment(counted, expected, percent)).toBe(matters)
  })

  it('refuses a percent outside 0..100', () => {
    expect(() => isSignificantPartPayment(1n, 1n, 101)).toThrow(RangeError)
    expect(() => isSignificantPartPayment(1n, 1n, -1)).toThrow(RangeError)
  })
})

describe('shippedPaymentAlert', () => {
  const shipped = (
    countedSats: bigint,
    confirmedSats: bigint,
    lastAlert: PaymentAlertKind | null,
    status: 'Shipped' | 'Delivered' | 'Confirmed' = 'Shipped',
  ) => shippedPaymentAlert({ status, expectedSats: 100_000n, countedSats, confirmedSats, lastAlert })

  it.each([
    // [counted, confirmed, last alert, alert now]
    [100_000n, 100_000n, null, null], // all well
    [100_000n, 0n, null, 'paymentUnconfirmed'], // block orphaned
    [100_000n, 0n, 'paymentUnconfirmed', null], // already told
    [0n, 0n, null, 'paymentGone'], // transaction dropped by the reorganisation
    [0n, 0n, 'paymentUnconfirmed', 'paymentGone'], // unconfirmed, then replaced away
    [0n, 0n, 'paymentGone', null],
    [100_000n, 100_000n, 'paymentUnconfirmed', 'paymentConfirmedAgain'], // mined again
    [100_000n, 100_000n, 'paymentGone', 'paymentConfirmedAgain'], // paid again
    [100_000n, 100_000n, 'paymentConfirmedAgain', null],
    [100_000n, 0n, 'paymentConfirmedAgain', 'paymentUnconfirmed'], // a second reorganisation
  ] as const)('counted %s, confirmed %s, last %s: %s', (counted, confirmed, last, alert) => {
    expect(shipped(counted, confirmed, last)).toBe(alert)
  })

  it('alerts for Delivered orders too, and never for an order that can still move (Confirmed)', () => {
    expect(shipped(0n, 0n, null, 'Delivered')).toBe('paymentGone')
    expect(shipped(0n, 0n, null, 'Confirmed')).toBeNull()
  })
})

describe('outstandingSats', () => {
  it('is what is left to pay, never below zero', () => {
    expect(outstandingSats(100_000n, 40_000n)).toBe(60_000n)
    expect(outstandingSats(100_000n, 150_000n)).toBe(0n)
  })
})

describe('overpaidSats', () => {
  it.each([
    [100_000n, 0n, 0n],
    [100_000n, 40_000n, 0n],
    [100_000n, 100_000n, 0n],
    [100_000n, 100_001n, 1n],
    [100_000n, 112_345n, 12_345n],
  ])('of %s expected and %s received is %s', (expected, received, extra) => {
    expect(overpaidSats(expected, received)).toBe(extra)
  })
})

describe('reorganisedNotice', () => {
  it.each([
    ['Processing', true, 'The block holding your payment was replaced; waiting for it to confirm again.'],
    ['Processing', false, null],
    ['Processing', undefined, null],
    ['Confirmed', true, null], // confirmed again: nothing left to explain
    ['Failed', true, null], // the Failed page says the payment left the chain
  ] as const)('for a %s order with reorganised %s: %s', (status, reorganised, notice) => {
    expect(reorganisedNotice({ status, reorganised })).toBe(notice)
  })
})

describe('counted money and confirmations', () => {
  const outputs = [
    { state: 'mempool', amountSats: 1_000n, blockHeight: null },
    { state: 'confirmed', amountSats: 2_000n, blockHeight: 100 },
    { state: 'dropped', amountSats: 4_000n, blockHeight: null },
  ]

  it('counts mempool and confirmed outputs, never dropped ones', () => {
    expect(outputs.map((o) => isCountedPayment(o.state))).toEqual([true, true, false])
    expect(countedSatsOf(outputs)).toBe(3_000n)
    expect(countedSatsOf([])).toBe(0n)
  })

  it.each([
    [{ state: 'mempool', blockHeight: null }, 105, 0],
    [{ state: 'confirmed', blockHeight: 100 }, 105, 6],
    // The watcher's tip lags behind the block: a confirmed output still shows 1.
    [{ state: 'confirmed', blockHeight: 100 }, 98, 1],
    [{ state: 'confirmed', blockHeight: 100 }, null, 1],
    [{ state: 'dropped', blockHeight: null }, 105, 0],
  ] as const)('shows %o at tip %s with %s confirmations', (output, tip, confirmations) => {
    expect(outputConfirmations(output, tip)).toBe(confirmations)
  })

  it("takes an order's confirmations from its least-confirmed counted output, ignoring dropped ones", () => {
    expect(
      orderConfirmations([
        { state: 'confirmed', confirmations: 6 },
        { state: 'mempool', confirmations: 0 },
        { state: 'dropped', confirmations: 0 },
      ]),
    ).toBe(0)
    expect(
      orderConfirmations([
        { state: 'confirmed', confirmations: 6 },
        { state: 'confirmed', confirmations: 2 },
        { state: 'dropped', confirmations: 0 },
      ]),
    ).toBe(2)
    expect(orderConfirmations([{ state: 'dropped', confirmations: 0 }])).toBe(0)
  })
})

describe("what the buyer's payment page shows, by status", () => {
  const byStatus = (rule: (status: OrderStatus) => unknown) =>
    Object.fromEntries(ORDER_STATUSES.map((status) => [status, rule(status)]))

  it('offers the BIP21 link only while the order can be paid and money is still due', () => {
    expect(byStatus((status) => showsPaymentUri(status, 1n))).toEqual({
      Pending: true,
      Insufficient: true,
      Failed: true,
      Processing: false,
      Confirmed: false,
      Shipped: false,
      Delivered: false,
      Cancelled: false,
      Timeout: false,
      'Awaiting verification': false, // no address before the owner approves the buyer's identity
    })
    expect(showsPaymentUri('Pending', 0n)).toBe(false)
    expect(showsPaymentUri('Insufficient', -1n)).toBe(false)
  })

  it('keeps the rate locked until the window ends only while the order can be paid', () => {
    const end = new Date('2026-11-22T09:00:00Z')
    expect(rateLockedUntil('Insufficient', end)).toBe(end)
    expect(rateLockedUntil('Pending', null)).toBeNull()
    expect(rateLockedUntil('Processing', end)).toBeNull()
    expect(rateLockedUntil('Cancelled', end)).toBeNull()
  })

  it('shows the delivery window once paid and until delivered', () => {
    const confirmedAt = new Date('2026-11-22T08:30:00Z')
    const window = expectedDeliveryWindow(confirmedAt)
    expect(byStatus((status) => receiptDeliveryWindow(status, confirmedAt))).toEqual({
      Pending: null,
      Insufficient: null,
      Failed: null,
      Processing: null,
      Confirmed: window,
      Shipped: window,
      Delivered: null,
      Cancelled: null,
      Timeout: null,
      'Awaiting verification': null,
    })
    expect(receiptDeliveryWindow('Confirmed', null)).toBeNull()
    expect(receiptDeliveryWindow('Shipped', undefined)).toBeNull()
  })

  it('flags an order moved back by a reorganisation only while it is still Processing', () => {
    expect(showsReorganised('Processing', true)).toBe(true)
    expect(showsReorganised('Processing', false)).toBe(false)
    expect(showsReorganised('Processing', undefined)).toBe(false)
    expect(showsReorganised('Confirmed', true)).toBe(false)
  })
})

describe('what the buyer is still asked to pay', () => {
  it.each([
    ['Pending', 0n, 100_000n],
    ['Insufficient', 99_400n, 600n],
    ['Failed', 99_999n, 1n],
    ['Processing', 99_500n, 0n],
    ['Confirmed', 99_500n, 0n],
    ['Shipped', 99_600n, 0n],
    ['Delivered', 100_000n, 0n],
  ] as const)('a %s order with %i of 100,000 sats counted is asked for %i more', (status, counted, asked) => {
    expect(dueSatsOf(status, 100_000n, counted)).toBe(asked)
  })
})
