import { describe, expect, it } from 'vitest'
import {
  eventReasonWithNote,
  expectedDeliveryWindow,
  FULFILMENT_FILTERS,
  noteOfEventReason,
  statusesOfFulfilmentFilter,
} from './fulfilment.js'

describe('statusesOfFulfilmentFilter', () => {
  it.each([
    ['Confirmed', ['Confirmed']],
    ['Shipped', ['Shipped']],
    ['Delivered', ['Delivered']],
    ['open', ['Confirmed', 'Shipped']],
    ['all', ['Confirmed', 'Shipped', 'Delivered']],
  ] as const)('%s lists %j', (filter, statuses) => {
    expect(statusesOfFulfilmentFilter(filter)).toEqual(statuses)
  })

  it('knows every filter it offers', () => {
    for (const filter of FULFILMENT_FILTERS)
      expect(statusesOfFulfilmentFilter(filter).length).toBeGreaterThan(0)
  })
})

describe('the note of an admin move', () => {
  it('reads back the tracking note it stored, including colons inside it', () => {
    const stored = eventReasonWithNote('shipped', 'Aramex: 123 456')
    expect(stored).toBe('shipped: Aramex: 123 456')
    expect(noteOfEventReason(stored, 'shipped')).toBe('Aramex: 123 456')
  })

  it('answers null for a move without a note or with another reason', () => {
    expect(eventReasonWithNote('delivered', undefined)).toBe('delivered')
    expect(noteOfEventReason('delivered', 'delivered')).toBeNull()
    expect(noteOfEventReason('delivered: left at door', 'shipped')).toBeNull()
  })
})

describe('expectedDeliveryWindow', () => {
  it('counts UAE working days from the UAE day of confirmation', () => {
    // Tuesday 2026-11-24 10:00 in Dubai.
    expect(expectedDeliveryWindow(new Date('2026-11-24T06:00:00Z'))).toEqual({
      earliest: '2026-11-25',
      latest: '2026-11-27',
    })
  })

  it('skips the weekend (Saturday and Sunday)', () => {
    // Thursday 2026-11-26 in Dubai: Friday, then Monday and Tuesday.
    expect(expectedDeliveryWindow(new Date('2026-11-26T12:00:00Z'))).toEqual({
      earliest: '2026-11-27',
      latest: '2026-12-01',
    })
  })

  it('uses the Dubai date, not the UTC one, late in the evening', () => {
    // 22:30 UTC Friday is 02:30 Saturday in Dubai: the count starts from Saturday.
    expect(expectedDeliveryWindow(new Date('2026-11-27T22:30:00Z'))).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
    })
  })
})
