import { describe, expect, it } from 'vitest'
import { lockPaymentAmount } from './locked-amount.js'

const at = new Date('2026-11-22T08:00:00Z')
const rate = (filsPerBtc: bigint) => ({ filsPerBtc, at, sources: [{ name: 'kraken', filsPerBtc }] })

describe('lockPaymentAmount', () => {
  it('asks exactly the satoshis of a total that divides evenly', () => {
    // 3,500.00 AED at 350,000.00 AED/BTC = 0.01 BTC
    expect(lockPaymentAmount(350_000, rate(35_000_000n)).amountExpectedSats).toBe(1_000_000n)
  })

  it('rounds up to the next satoshi so the shop is never short', () => {
    // 1.00 AED at 356,232.87 AED/BTC = 280.71... sats -> 281
    expect(lockPaymentAmount(100, rate(35_623_287n)).amountExpectedSats).toBe(281n)
  })

  it('keeps the rate and its sources in a form the jsonb column can store', () => {
    const locked = lockPaymentAmount(100, rate(35_623_287n))
    expect(locked).toMatchObject({ rateFilsPerBtc: 35_623_287n, rateAt: at })
    expect(JSON.parse(JSON.stringify(locked.rateSources))).toEqual([
      { name: 'kraken', filsPerBtc: '35623287' },
    ])
  })

  it('asks at least 1 sat for a free order, so the payment can still be seen', () => {
    expect(lockPaymentAmount(0, rate(35_000_000n)).amountExpectedSats).toBe(1n)
  })
})
