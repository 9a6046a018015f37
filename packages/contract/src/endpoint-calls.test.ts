import { describe, expect, it } from 'vitest'
import * as ENDPOINTS from './endpoint-calls.js'
import { API_ENDPOINTS, type EndpointName } from './endpoints.js'

// The storefront calls the API through these light rows: one that drifted from its row would send the wrong
// method or path, or read the answer with another schema than the one the API answers by.
describe('the light endpoint rows', () => {
  it('name every row of the endpoint table, under its own name', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(API_ENDPOINTS).sort())
    for (const [name, call] of Object.entries(ENDPOINTS)) expect(call.name).toBe(name)
  })

  it.each(Object.keys(API_ENDPOINTS) as EndpointName[])(
    '%s: same method, path and response schema',
    async (name) => {
      const row = API_ENDPOINTS[name]
      const call = ENDPOINTS[name]
      expect([call.method, call.path]).toEqual([row.method, row.path])
      if ('file' in row && row.file) {
        expect('response' in call).toBe(false)
        expect('file' in call ? call.file : undefined).toBe('file' in row ? row.file : undefined)
      } else {
        expect('response' in call && (await call.response())).toBe(row.response)
      }
    },
  )
})
