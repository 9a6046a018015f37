import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ERROR_CODES, isErrorCode, MESSAGES } from '@shop/contract'
import { TEXT_LOADERS } from '@shop/contract/i18n'
import { describe, expect, it } from 'vitest'
import { AppError, badRequest, conflict, forbidden, notFound, tooMany, unauthorized } from './errors.js'

// docs/architecture.md#error-codes: every error the API answers carries a code from ERROR_CODES, and every
// failure a shopper can meet has its own, which the storefront words in the page's language.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const HELPERS =
  /\b(badRequest|conflict|forbidden|notFound|tooMany|unavailable|validationFailed|new AppError|super)\(/g

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : []
  })
}

/** Every call of an error helper in the API's code: its file and the text of its arguments. */
function throwSites(): { file: string; helper: string; args: string }[] {
  return sources(SRC).flatMap((file) => {
    const code = readFileSync(file, 'utf8')
    return [...code.matchAll(HELPERS)].map((match) => {
      let depth = 1
      let at = (match.index ?? 0) + match[0].length
      const start = at
      while (depth > 0 && at < code.length) {
        if (code[at] === '(') depth += 1
        if (code[at] === ')') depth -= 1
        at += 1
      }
      return { file: path.relative(SRC, file), helper: match[1] ?? '', args: code.slice(start, at - 1) }
    })
  })
}

const english = (await TEXT_LOADERS.en.errors()).default as { code: Record<string, string> }

/** Texts whose status's own code is already precise: the code every such answer has. */
const STATUS_WORDED: readonly string[] = ['tooManyRequests', 'unauthorized', 'forbidden', 'notFound']

describe('error codes', () => {
  it('gives every error a code of the list: its own, or its status default', () => {
    for (let status = 400; status < 600; status += 1)
      expect(isErrorCode(new AppError(status, 'x').code)).toBe(true)
    expect(badRequest('x').code).toBe('BAD_REQUEST')
    expect(unauthorized().code).toBe('UNAUTHORIZED')
    expect(forbidden().code).toBe('FORBIDDEN')
    expect(notFound().code).toBe('NOT_FOUND')
    expect(conflict('x').code).toBe('CONFLICT')
    expect(tooMany('x', 1).code).toBe('RATE_LIMITED')
    expect(badRequest('x', undefined, 'INVALID_OTP').code).toBe('INVALID_OTP')
    expect(conflict('x', { code: 'OUT_OF_STOCK' }).code).toBe('OUT_OF_STOCK')
  })

  it('names a code at every throw of a shopper-facing message (a field issue is VALIDATION_FAILED)', () => {
    const sites = throwSites()
    expect(sites.length).toBeGreaterThan(50)
    const unnamed = sites.filter(({ helper, args }) => {
      if (helper === 'validationFailed') return false
      const keys = [...args.matchAll(/\bMESSAGES\.(\w+)/g)].map((m) => m[1] ?? '')
      if (keys.length === 0 || keys.every((key) => STATUS_WORDED.includes(key))) return false
      const named = /'[A-Z][A-Z_]+'/.test(args)
      const fieldIssue = /\b(body|query|params):/.test(args)
      return !named && !fieldIssue
    })
    expect(unnamed).toEqual([])
  })

  it('words each precise code in English exactly as the API does', () => {
    const pairs = throwSites().flatMap(({ args }) => {
      const key = /\bMESSAGES\.(\w+)\b(?!\()/.exec(args)?.[1]
      const code = /'([A-Z][A-Z_]+)'/.exec(args)?.[1]
      return key && code && isErrorCode(code) ? [[code, key] as const] : []
    })
    expect(pairs.length).toBeGreaterThan(15)
    for (const [code, key] of pairs) {
      expect(english.code[code], `${code} (MESSAGES.${key})`).toBe(MESSAGES[key as keyof typeof MESSAGES])
    }
  })

  it('has an English text for every code', () => {
    expect(Object.keys(english.code).sort()).toEqual([...ERROR_CODES].sort())
  })
})
