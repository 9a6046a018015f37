import { describe, expect, it } from 'vitest'
import { chartGeometry } from './chart-geometry'

describe('chartGeometry', () => {
  it('puts the oldest point left, the newest right, and the highest value at the top', () => {
    const geometry = chartGeometry(
      [
        { atMs: 0, value: 300 },
        { atMs: 50, value: 310 },
        { atMs: 100, value: 305 },
      ],
      200,
      100,
      10,
    )
    expect(geometry).toEqual({
      line: 'M0 90 L100 10 L200 50',
      area: 'M0 90 L100 10 L200 50 L200 100 L0 100 Z',
      min: 300,
      max: 310,
    })
  })

  it('draws a flat series in the middle, and one point as a flat line across', () => {
    expect(
      chartGeometry(
        [
          { atMs: 0, value: 5 },
          { atMs: 10, value: 5 },
        ],
        100,
        40,
      )?.line,
    ).toBe('M0 20 L100 20')
    expect(chartGeometry([{ atMs: 7, value: 5 }], 100, 40)?.line).toBe('M0 20 L100 20')
  })

  it('answers null without points', () => {
    expect(chartGeometry([], 100, 40)).toBeNull()
  })
})
