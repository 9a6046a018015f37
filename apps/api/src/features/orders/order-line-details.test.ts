import { describe, expect, it } from 'vitest'
import { type ChosenOption, lineDetails, type ProductAttribute } from './order-line-details.js'

const option = (variantName: string, optionName: string): ChosenOption => ({
  variantName,
  variantNameAr: null,
  optionName,
  optionNameAr: null,
  optionId: 1,
  priceAdjustmentFils: 0,
})
const attribute = (attributeType: string, value: string, unit: string | null = null): ProductAttribute => ({
  attributeType,
  value,
  unit,
})

describe('lineDetails', () => {
  it.each([
    {
      name: 'a bar weight option splits into weight and unit',
      chosen: [option('Bar Weight', '10 g')],
      attributes: [attribute('Weight', '5', 'g')],
      expected: { weight: '10', unit: 'g', color: null, storage: null },
    },
    {
      name: 'the weight attribute when no option names one',
      chosen: [option('Packaging', 'Gift box')],
      attributes: [attribute('Weight', '31.1035', 'g')],
      expected: { weight: '31.1035', unit: 'g', color: null, storage: null },
    },
    {
      name: 'a phone: storage and colour (either spelling) from the options',
      chosen: [option('Storage', '256 GB'), option('Color', 'Deep Blue')],
      attributes: [attribute('Brand', 'Apple')],
      expected: { weight: null, unit: null, color: 'Deep Blue', storage: '256 GB' },
    },
    {
      name: 'a weight option without a number keeps its text',
      chosen: [option('Weight', 'One ounce')],
      attributes: [],
      expected: { weight: 'One ounce', unit: null, color: null, storage: null },
    },
    {
      name: 'colour from an attribute when there is no colour variant',
      chosen: [option('Storage', '1 TB')],
      attributes: [attribute('Colour', 'Titanium')],
      expected: { weight: null, unit: null, color: 'Titanium', storage: '1 TB' },
    },
  ])('$name', ({ chosen, attributes, expected }) => {
    expect(lineDetails(chosen, attributes)).toEqual(expected)
  })
})
