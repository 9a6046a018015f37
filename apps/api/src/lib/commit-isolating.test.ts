import { describe, expect, it } from 'vitest'
import { commitIsolating } from './commit-isolating.js'

/** A store whose transaction refuses any batch holding a poisoned item, as a failed invoice would. */
function store(poisoned: ReadonlySet<number>) {
  const committed: number[] = []
  let attempts = 0
  return {
    committed,
    attempts: () => attempts,
    commit: async (items: readonly number[]) => {
      attempts += 1
      const bad = items.find((item) => poisoned.has(item))
      if (bad !== undefined) throw new Error(`item ${bad} cannot be written`)
      committed.push(...items)
    },
  }
}

const up = async () => undefined

describe('commitIsolating', () => {
  it('commits every good item and hands each poisoned one, alone, to onFailure', async () => {
    const items = Array.from({ length: 100 }, (_, i) => i + 1)
    const s = store(new Set([3, 77]))
    const failures: [number, string][] = []
    const failed = await commitIsolating(items, s.commit, {
      onFailure: async (item, error) => {
        failures.push([item, (error as Error).message])
      },
      databaseAnswers: up,
    })
    expect(failed).toEqual([3, 77])
    expect(failures).toEqual([
      [3, 'item 3 cannot be written'],
      [77, 'item 77 cannot be written'],
    ])
    expect([...s.committed].sort((a, b) => a - b)).toEqual(items.filter((i) => i !== 3 && i !== 77))
    // Halving, not one transaction per item: two poisoned among 100 take a few dozen attempts at most.
    expect(s.attempts()).toBeLessThanOrEqual(2 * 2 * Math.ceil(Math.log2(100)) + 1)
  })

  it('commits a good batch in one attempt', async () => {
    const s = store(new Set())
    expect(
      await commitIsolating([1, 2, 3], s.commit, { onFailure: async () => {}, databaseAnswers: up }),
    ).toEqual([])
    expect(s.attempts()).toBe(1)
  })

  it('throws the first error, isolating nothing, when the database does not answer (an outage, not a poisoned item)', async () => {
    const s = store(new Set([1, 2, 3]))
    const failures: number[] = []
    await expect(
      commitIsolating([1, 2, 3], s.commit, {
        onFailure: async (item) => {
          failures.push(item)
        },
        databaseAnswers: () => Promise.reject(new Error('connection refused')),
      }),
    ).rejects.toThrow('item 1 cannot be written')
    expect(failures).toEqual([])
    expect(s.attempts()).toBe(1)
  })
})
