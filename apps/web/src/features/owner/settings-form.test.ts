import { DEFAULT_SHOP_SETTINGS } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { fromFormValues, toFormValues } from './settings-form'

describe('the settings form', () => {
  it('shows fils as AED and reads them back unchanged', () => {
    const values = toFormValues(DEFAULT_SHOP_SETTINGS)
    expect(values.identityThresholdFils).toBe('55000.00')
    expect(values['shipping.standardFilsByEmirate.dubai']).toBe('')
    expect(fromFormValues(values)).toEqual({ settings: DEFAULT_SHOP_SETTINGS, errors: null })
  })

  it('turns 25 AED for Dubai into 2,500 fils and a 0 service charge into none', () => {
    const values = {
      ...toFormValues(DEFAULT_SHOP_SETTINGS),
      serviceChargePercent: '0',
      'shipping.standardFilsByEmirate.dubai': '25',
    }
    const read = fromFormValues(values)
    expect(read.settings?.serviceChargePercent).toBe(0)
    expect(read.settings?.shipping.standardFilsByEmirate.dubai).toBe(2_500)
  })

  it('names each bad field by its path', () => {
    const read = fromFormValues({
      ...toFormValues(DEFAULT_SHOP_SETTINGS),
      serviceChargePercent: '60',
      paymentWindowMinutes: 'soon',
      'shipping.freeAboveFils': '10.005',
    })
    expect(Object.keys(read.errors ?? {}).sort()).toEqual([
      'paymentWindowMinutes',
      'serviceChargePercent',
      'shipping.freeAboveFils',
    ])
  })
})
