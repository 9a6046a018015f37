import { expect, it } from 'vitest'

// Loaded inside a test on purpose: a table that breaks order-status.ts as it loads (say ORDER_TRANSITIONS
// emptied) fails this test, where a static import would only fail the file, which Stryker's vitest runner
// does not count as a failed test (docs/reliability.md#mutation-testing).
it('order-status.ts loads, and its terminal statuses are derived from the table', async () => {
  const { TERMINAL_ORDER_STATUSES } = await import('./order-status.js')
  expect(TERMINAL_ORDER_STATUSES).toEqual(['Delivered', 'Cancelled', 'Timeout'])
})
