import { API_BASE, CATEGORY_PATHS, USER_PATHS } from '@shop/contract'
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
})
