import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages.js'
import { GeoReverseQuerySchema, isInsideUae } from './geo.js'

describe('GeoReverseQuerySchema', () => {
  it.each([
    ['Dubai Mall', { lat: '25.1972', lng: '55.2744' }, { lat: 25.1972, lng: 55.2744 }],
    ['Abu Dhabi Corniche', { lat: '24.4764', lng: '54.3705' }, { lat: 24.4764, lng: 54.3705 }],
  ])('accepts %s', (_name, query, expected) => {
    expect(GeoReverseQuerySchema.parse(query)).toEqual(expected)
  })

  it.each([
    ['London', { lat: '51.5072', lng: '-0.1276' }],
    ['Doha west of the box', { lat: '25.2854', lng: '50.9' }],
    ['south of the box', { lat: '22.4', lng: '55' }],
  ])('refuses %s with the UAE message and no field path', (_name, query) => {
    const result = GeoReverseQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: MESSAGES.locationOutsideUae }),
    ])
  })

  it.each([
    [{ lat: 'abc', lng: '55' }, 'lat'],
    [{ lat: '25', lng: '' }, 'lng'],
    [{ lat: '95', lng: '55' }, 'lat'],
    [{ lat: '25', lng: '-181' }, 'lng'],
    [{ lng: '55' }, 'lat'],
  ])('refuses %o naming %s', (query, field) => {
    const result = GeoReverseQuerySchema.safeParse(query)
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]])
  })

  it('puts the box edges inside', () => {
    expect(isInsideUae({ lat: 22.5, lng: 51 })).toBe(true)
    expect(isInsideUae({ lat: 26.5, lng: 56.5 })).toBe(true)
    expect(isInsideUae({ lat: 26.51, lng: 56 })).toBe(false)
  })
})
