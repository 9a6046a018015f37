import { describe, expect, it } from 'vitest'
import { pageSlots } from './pagination'

describe('pagination rule (docs/product.md#for-shoppers)', () => {
  it.each([
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 4, [1, 2, 3, 4]],
  ])('shows every page when there are 5 or fewer (page %i of %i)', (page, count, slots) => {
    expect(pageSlots(page, count)).toEqual(slots)
  })

  it.each([
    [1, 10, [1, 2, 'gap', 10]],
    [2, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [9, 10, [1, 'gap', 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [3, 6, [1, 2, 3, 4, 'gap', 6]],
    [4, 6, [1, 'gap', 3, 4, 5, 6]],
  ])(
    'shows first, last, current and neighbours with gaps beyond 5 pages (page %i of %i)',
    (page, count, slots) => {
      expect(pageSlots(page, count)).toEqual(slots)
    },
  )

  it('keeps an out-of-range page within the pages that exist', () => {
    expect(pageSlots(40, 8)).toEqual([1, 'gap', 7, 8])
    expect(pageSlots(0, 0)).toEqual([])
  })
})
