import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  AedSchema,
  BtcSchema,
  CoercedIdSchema,
  IdParamsSchema,
  SearchQuerySchema,
  SignedAedSchema,
  paginationQuery,
} from './common.js'
import { toValidationIssues } from './envelope.js'

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('ids', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['2147483647', 2_147_483_647],
  ])('coerces %j to %s', (input, id) => {
    expect(CoercedIdSchema.parse(input)).toBe(id)
  })

  it.each(['0', '-1', '1.5', 'abc', '', '2147483648'])('refuses %j with a clear message', (input) => {
    expect(messages(IdParamsSchema.safeParse({ id: input }))).toEqual(['Must be a positive whole number.'])
  })
})

describe('money on the wire', () => {
  it.each([0, 19.99, 1234.5, 1_000_000])('AED %s is fine', (aed) => {
    expect(AedSchema.safeParse(aed).success).toBe(true)
  })

  it.each([0.1 + 0.2, 1.005, 0.001, -1, Number.NaN])('AED %s is refused', (aed) => {
    expect(AedSchema.safeParse(aed).success).toBe(false)
  })

  it('lets a price adjustment be negative', () => {
    expect(SignedAedSchema.safeParse(-150.5).success).toBe(true)
  })

  it.each([
    [0.00123456, true],
    [21_000_000, true],
    [0.000000001, false],
    [-0.1, false],
  ])('BTC %s -> %s', (btc, ok) => {
    expect(BtcSchema.safeParse(btc).success).toBe(ok)
  })
})

describe('pagination', () => {
  const query = paginationQuery(20)

  it.each([
    [{}, { page: 1, limit: 20 }],
    [
      { page: '', limit: '' },
      { page: 1, limit: 20 },
    ],
    [
      { page: '3', limit: '5' },
      { page: 3, limit: 5 },
    ],
    [{ limit: '100' }, { page: 1, limit: 100 }],
  ])('%j -> %j', (input, output) => {
    expect(query.parse(input)).toEqual(output)
  })

  it.each([{ page: '0' }, { page: 'x' }, { limit: '101' }, { limit: '0' }, { page: '1.5' }])(
    'refuses %j',
    (input) => {
      expect(query.safeParse(input).success).toBe(false)
    },
  )

  it('trims search and treats empty as no search', () => {
    expect(SearchQuerySchema.parse('  gold ')).toBe('gold')
    expect(SearchQuerySchema.parse('   ')).toBeUndefined()
    expect(SearchQuerySchema.parse('')).toBeUndefined()
    expect(SearchQuerySchema.parse(undefined)).toBeUndefined()
  })
})

describe('toValidationIssues', () => {
  it('keeps paths and messages for details.body', () => {
    const result = z
      .object({ items: z.array(z.object({ qty: z.number() })) })
      .safeParse({ items: [{ qty: 'x' }] })
    expect(toValidationIssues(result.error?.issues ?? [])).toEqual([
      { path: ['items', 0, 'qty'], message: 'Invalid input: expected number, received string' },
    ])
    expect(toValidationIssues([{ path: [Symbol.for('s')], message: 'm' }])).toEqual([
      { path: ['Symbol(s)'], message: 'm' },
    ])
  })
})
