import { describe, expect, it } from 'vitest'
import {
  csvCell,
  csvLine,
  ownerOrderActions,
  paymentStateOf,
  uaeDayOf,
  uaeDayStart,
  uaeDayStartOf,
} from './owner-orders.js'

describe('paymentStateOf', () => {
  it.each([
    [1000n, 0n, 'unpaid'],
    [1000n, 1n, 'part'],
    [1000n, 999n, 'part'],
    [1000n, 1000n, 'paid'],
    [1000n, 1001n, 'overpaid'],
  ] as const)('expecting %s and receiving %s is %s', (expected, received, state) => {
    expect(paymentStateOf(expected, received)).toBe(state)
  })
})

describe('UAE days', () => {
  it('start at 20:00 UTC the evening before', () => {
    expect(uaeDayStart('2026-11-24').toISOString()).toBe('2026-11-23T20:00:00.000Z')
  })

  it.each([
    ['2026-11-23T19:59:59.999Z', '2026-11-23'],
    ['2026-11-23T20:00:00.000Z', '2026-11-24'],
    ['2026-11-24T12:00:00.000Z', '2026-11-24'],
  ])('%s falls on %s in Dubai', (at, day) => {
    expect(uaeDayOf(new Date(at))).toBe(day)
  })

  it('counts whole days back from today', () => {
    const at = new Date('2026-11-24T03:00:00.000Z')
    expect(uaeDayStartOf(at).toISOString()).toBe('2026-11-23T20:00:00.000Z')
    expect(uaeDayStartOf(at, -6).toISOString()).toBe('2026-11-17T20:00:00.000Z')
  })
})

describe('ownerOrderActions', () => {
  it.each([
    ['Pending', 0n, []],
    ['Processing', 0n, []],
    ['Confirmed', 0n, ['ship', 'cancel']],
    ['Shipped', 0n, ['deliver']],
    ['Delivered', 0n, []],
    ['Cancelled', 500n, ['refund']],
    ['Timeout', 0n, []],
    ['Delivered', 10n, ['refund']],
  ] as const)('a %s order owing %s sats offers %j', (status, open, actions) => {
    expect(ownerOrderActions(status, open)).toEqual(actions)
  })
})

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+971 50', "'+971 50"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['', ''],
    // Excel set to ';' separators splits an unquoted cell at each ';': quoted, and each formula defused.
    ['x;=1+1;y', `"x;'=1+1;y"`],
    ['x; =1+1', `"x; '=1+1"`],
    ['a,-2', `"a,'-2"`],
    ['x\t=SUM(A1)', `"x\t'=SUM(A1)"`],
    ['x|@cmd', `"x|'@cmd"`],
    ['say "=1+1"', `"say ""'=1+1"""`],
    ['\tlead', `"'\tlead"`],
    ['Al-Hammadi', 'Al-Hammadi'],
    // Invisible and direction-changing characters are left out.
    ['Omar\u202Efdp.exe', 'Omarfdp.exe'],
    ['Sara\u2066 \u3164', 'Sara '],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes numbers as they are and null as empty', () => {
    expect(csvLine([-1.5, null, 'x'])).toBe('-1.5,,x\r\n')
  })
})

describe('ownerOrderActions and the identity check', () => {
  it('leaves approving or rejecting a held order to its identity panel', () => {
    expect(ownerOrderActions('Awaiting verification', 0n)).toEqual([])
  })
})
