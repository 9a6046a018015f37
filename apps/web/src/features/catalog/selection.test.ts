import { describe, expect, it } from 'vitest'
import { cheapestCompletion, priceMayStillChange, type ChoiceGroup } from './selection'

const storage: ChoiceGroup = {
  kind: 'variant',
  name: 'Storage',
  options: [
    { id: 1, label: '256 GB', priceAdjustment: 0 },
    { id: 2, label: '512 GB', priceAdjustment: 400 },
  ],
}
const colour: ChoiceGroup = {
  kind: 'variant',
  name: 'Colour',
  options: [
    { id: 3, label: 'Black', priceAdjustment: 0 },
    { id: 4, label: 'Gold', priceAdjustment: 0 },
  ],
}

describe('"From" on the product price', () => {
  it('shows while a priced choice is still open', () => {
    expect(priceMayStillChange([storage, colour], { variants: { Colour: 3 }, attributes: {} })).toBe(true)
  })

  it('goes once every choice that changes the price is made', () => {
    expect(priceMayStillChange([storage, colour], { variants: { Storage: 2 }, attributes: {} })).toBe(false)
    expect(
      priceMayStillChange([storage, colour], { variants: { Storage: 1, Colour: 4 }, attributes: {} }),
    ).toBe(false)
  })

  it('prices an open choice at its cheapest option', () => {
    expect(cheapestCompletion([storage, colour], { variants: { Colour: 4 }, attributes: {} })).toEqual([1, 4])
  })
})
