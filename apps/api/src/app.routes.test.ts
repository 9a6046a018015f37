import { API_BASE, API_ENDPOINTS, type EndpointDefinition } from '@shop/contract'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/harness.js'

// Every /api route comes from its row of the contract's endpoint table (lib/endpoint-route.ts, decision 122):
// the storefront's client and the owner's tools call what the table says, with the table's schemas, and get
// the table's answers to who may call.

const routes: RouteOptions[] = []
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false, deps: { onRoute: (route) => routes.push(route) } })
  await t.app.ready()
})
afterAll(() => t.close())

const rows = Object.entries(API_ENDPOINTS as Record<string, EndpointDefinition>)
const nameOf = (endpoint: EndpointDefinition | undefined) =>
  rows.find(([, row]) => row === endpoint)?.[0] ?? 'no row'
/** The API's own calls; Fastify adds a HEAD twin to each GET, which follows its GET. */
const apiRoutes = () =>
  routes.filter((route) => route.url.startsWith(`${API_BASE}/`) && route.method !== 'HEAD')
const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]

/** What a route asks of its caller, read from the session checks among its hooks. */
function authOf(route: RouteOptions): string {
  const hooks = [...asList(route.onRequest), ...asList(route.preHandler)]
  const checks = [
    ['admin', t.app.requireAdmin],
    ['user', t.app.requireUser],
    ['optional', t.app.optionalUser],
  ] as const
  return (
    checks
      .filter(([, check]) => hooks.includes(check))
      .map(([auth]) => auth)
      .join('+') || 'none'
  )
}

/** The session checks a row's `auth` stands for. */
const expectedAuth = (row: EndpointDefinition): string[] =>
  row.auth === 'admin' ? ['admin'] : row.auth === 'user' ? ['user'] : ['none', 'optional']

interface RouteSchema {
  params?: unknown
  querystring?: unknown
  body?: unknown
  response?: Record<number, unknown>
}

describe('the API and the endpoint table', () => {
  it('has no /api route outside the table', () => {
    const outside = apiRoutes()
      .filter((route) => !rows.some(([, row]) => row === route.config?.endpoint))
      .map((route) => `${String(route.method)} ${route.url}`)
    expect(outside).toEqual([])
  })

  it('registers every row once', () => {
    const counts = new Map(rows.map(([name]) => [name, 0]))
    for (const route of apiRoutes()) {
      const name = nameOf(route.config?.endpoint)
      counts.set(name, (counts.get(name) ?? 0) + 1)
    }
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([])
  })

  it.each(rows)('serves %s at its method and path', (_name, row) => {
    const registered = apiRoutes().filter((route) => route.config?.endpoint === row)
    expect(registered.map((route) => [route.method, route.url])).toEqual([
      [row.method, `${API_BASE}${row.path}`],
    ])
    expect(t.app.hasRoute({ method: row.method, url: `${API_BASE}${row.path}` })).toBe(true)
  })

  it.each(rows)('%s asks the caller what its row says', (_name, row) => {
    for (const route of apiRoutes().filter((r) => r.config?.endpoint === row)) {
      expect(expectedAuth(row)).toContain(authOf(route))
    }
  })

  it.each(rows)("%s validates and answers with its row's schemas", (_name, row) => {
    for (const route of apiRoutes().filter((r) => r.config?.endpoint === row)) {
      const schema = (route.schema ?? {}) as RouteSchema
      expect(schema.params).toBe(row.params)
      expect(schema.querystring).toBe(row.query)
      // A multipart form's fields are checked by the handler with the row's schema (the category calls).
      expect(schema.body).toBe(route.config?.formBody ? undefined : row.body)
      // Events and files are not one JSON answer: no schema for them, as the API map shows.
      const notJson = row.stream === true || row.file === true
      expect(schema.response?.[row.status]).toBe(notJson ? undefined : row.response)
      for (const status of Object.keys(schema.response ?? {}).map(Number)) {
        // Any other declared answer is an error status, never a second success.
        if (status !== row.status) expect(status).toBeGreaterThanOrEqual(400)
      }
    }
  })
})
