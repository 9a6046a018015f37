import * as contract from '@shop/contract'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * docs/decisions/272: the storefront calls the API only through `call` and `endpointUrl` (lib/api-client.ts),
 * with a row of the endpoint table, so its method, path and answer's schema are the ones the API registers.
 * A path written by hand (`/api/v1...`, API_BASE, an area's *_PATHS constant, apiPath) or a fetch of its own
 * would step around the table; only the client itself may hold them.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLIENT = path.join('lib', 'api-client.ts')

/** The contract's constants that hold API paths: every one whose values include a path of the table. */
const tablePaths = new Set<string>(Object.values(contract.API_ENDPOINTS).map((row) => row.path))
const API_PATH_CONSTANTS = Object.entries(contract)
  .filter(
    ([name, value]) =>
      name.endsWith('_PATHS') &&
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).some((item) => tablePaths.has(item as string)),
  )
  .map(([name]) => name)

const HAND_WRITTEN: readonly RegExp[] = [
  new RegExp(contract.API_BASE.replace(/\//g, '\\/')),
  /\bAPI_BASE\b/,
  /\bapiPath\b/,
  new RegExp(`\\b(${API_PATH_CONSTANTS.join('|')})\\b`),
  // A fetch of the page's own (a query's `.fetch()` or `refetch()` is no request).
  /(?<![.\w])fetch\s*\(/,
]

/** Each rule a source's text breaks, by its pattern. */
function brokenRules(text: string): string[] {
  return HAND_WRITTEN.filter((rule) => rule.test(text)).map((rule) => rule.source)
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sources(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('calls to the API', () => {
  it('knows the path constants it looks for', () => {
    expect(API_PATH_CONSTANTS).toEqual(expect.arrayContaining(['USER_PATHS', 'ORDER_PATHS', 'PAGE_PATHS']))
  })

  it('flags a hand-written path or a fetch of its own', () => {
    expect(brokenRules("await fetch('/api/v1/user/session')")).toHaveLength(2)
    expect(brokenRules('apiGet(apiPath(ORDER_PATHS.getOrder, { orderUniqueId }))')).toHaveLength(2)
    expect(brokenRules('href={API_BASE + path}')).toHaveLength(1)
    expect(brokenRules('call(ENDPOINTS.getOrder, { params }); void query.refetch()')).toEqual([])
  })

  it('go through the endpoint table everywhere but the client', () => {
    const found = sources(SRC)
      .filter((file) => path.relative(SRC, file) !== CLIENT)
      .flatMap((file) =>
        brokenRules(readFileSync(file, 'utf8')).map((rule) => `${path.relative(SRC, file)}: ${rule}`),
      )
    expect(found).toEqual([])
  })
})
