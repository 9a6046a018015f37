import { API_BASE, CATEGORY_PATHS, PRICE_ALERT_PATHS, USER_PATHS } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from './fake-fetch'

// The web's tests answer calls through this fake: a call the storefront makes with the wrong method must fail
// there as it would against the API, not pass because the path matched.
describe('the fake API', () => {
  it('answers a path the endpoint table names only with the method it names', async () => {
    fakeFetch()
    const categories = API_BASE + CATEGORY_PATHS.getAll
    expect((await fetch(categories)).status).toBe(200)
    expect((await fetch(categories, { method: 'POST' })).status).toBe(404)
    expect((await fetch(new Request(`http://localhost${categories}`, { method: 'DELETE' }))).status).toBe(404)
  })

  it('answers by method and path where a test says so', async () => {
    const session = API_BASE + USER_PATHS.session
    fakeFetch({ [`GET ${session}`]: { status: 401, body: { success: false } } })
    expect((await fetch(session)).status).toBe(401)
  })

  it('answers a path of several methods only with the method its answer names', async () => {
    const alerts = API_BASE + PRICE_ALERT_PATHS.list
    fakeFetch({ [`POST ${alerts}`]: { status: 201, body: { success: true } } })
    expect((await fetch(alerts, { method: 'POST' })).status).toBe(201)
    expect((await fetch(alerts)).status).toBe(404)
  })

  it('refuses an answer that names no method where the path has several, or a call the API lacks', () => {
    expect(() => fakeFetch({ [API_BASE + PRICE_ALERT_PATHS.list]: { body: {} } })).toThrow(/name the method/)
    expect(() => fakeFetch({ [`PUT ${API_BASE + CATEGORY_PATHS.getAll}`]: { body: {} } })).toThrow(
      /answered by GET/,
    )
    expect(() => fakeFetch({ [`${API_BASE}/no/such-call`]: { body: {} } })).toThrow(/no call at/)
  })
})
