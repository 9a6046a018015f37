import { describe, expect, it } from 'vitest'
import {
  eventReasonWithNote,
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
