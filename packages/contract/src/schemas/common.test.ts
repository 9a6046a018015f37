import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  AedSchema,
  BtcSchema,
  CoercedIdSchema,
  IdParamsSchema,
  SearchQuerySchema,
  SignedAedSchema,
  findForbiddenControlCharacter,
  paginationQuery,
  personNameField,
  requiredLine,
  requiredText,
} from './common.js'
import { ErrorEnvelopeSchema, errorCodeForStatus, toValidationIssues } from './envelope.js'

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

describe('hostile text', () => {
  it.each(['a\u0000b', '\u0007', 'x\u001b[31m', 'del\u007f', 'c1\u0085'])(
    'refuses %j in any required text with one clear message',
    (input) => {
      expect(messages(requiredText(100).safeParse(input))).toEqual(['Must not contain control characters.'])
      expect(messages(SearchQuerySchema.safeParse(input))).toEqual(['Must not contain control characters.'])
    },
  )

  it('keeps tab, line feed and carriage return, which text areas send', () => {
    expect(requiredText(100).parse('line one\r\n\tline two')).toBe('line one\r\n\tline two')
  })

  it('refuses them inside a text that must be one line, trimming them at its ends', () => {
    expect(messages(requiredLine(100).safeParse('Subject\r\nBcc: x@evil.example'))).toEqual([
      'Must be one line.',
    ])
    expect(requiredLine(100).parse('\tBulk order\n')).toBe('Bulk order')
  })

  it.each([
    [{ a: 'ok', b: ['fine', 'n\u0000ul'] }, ['b', 1]],
    [{ items: [{ note: { deep: '\u0001' } }] }, ['items', 0, 'note', 'deep']],
    [{ 'k\u0000': 'v' }, ['k\u0000']],
    ['\u0000', []],
    [{ a: 'tab\there', n: 5, nothing: null }, null],
  ])('finds the first control character in %j at %j', (value, path) => {
    expect(findForbiddenControlCharacter(value)).toEqual(path)
  })

  it('stops walking deeper than any request nests, without overflowing the stack', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`)
    expect(findForbiddenControlCharacter(deep)).toBeNull()
  })
})

describe('person names', () => {
  const name = personNameField()
  it.each(['Aisha', "O'Brien", 'Jean-Luc', 'J. R.', 'عائشة', 'محمد بن راشد', 'Zoë', 'Nguyễn'])(
    'accepts %j',
    (input) => {
      expect(name.parse(` ${input} `)).toBe(input)
    },
  )

  it.each([
    'URGENT call +971501234567',
    'visit evil.example/x',
    'http://evil.example',
    'a@b.c',
    '...',
    'line\nbreak',
  ])('refuses %j', (input) => {
    expect(messages(name.safeParse(input))).toEqual(["Use letters, spaces and ' - . only."])
  })

  it('refuses an empty name and one over 50 characters', () => {
    expect(messages(name.safeParse('  '))).toEqual(['Required'])
    expect(messages(name.safeParse('a'.repeat(51)))).toEqual(['Must be at most 50 characters.'])
  })
})

describe('error envelope', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [418, 'BAD_REQUEST'],
    [429, 'RATE_LIMITED'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'INTERNAL'],
  ])('gives status %i the code %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code)
  })

  it('requires a code from the closed list', () => {
    expect(ErrorEnvelopeSchema.safeParse({ success: false, message: 'x' }).success).toBe(false)
    expect(ErrorEnvelopeSchema.safeParse({ success: false, message: 'x', code: 'TEAPOT' }).success).toBe(
      false,
    )
    expect(ErrorEnvelopeSchema.parse({ success: false, message: 'x', code: 'NOT_FOUND' }).code).toBe(
      'NOT_FOUND',
    )
  })
})
