import { afterEach, describe, expect, it } from 'vitest'
import { pageStays } from './server-hydration'

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('starting the app on a server-rendered page', () => {
  afterEach(() => document.documentElement.removeAttribute('data-leaving'))

  it('starts at once when no link was followed before the code ran', async () => {
    expect(await settled(pageStays())).toBe(true)
  })

  it('waits while a link followed before the code ran takes the shopper away, and starts if the page stays', async () => {
    document.documentElement.setAttribute('data-leaving', '')
    const stays = pageStays()
    expect(await settled(stays)).toBe(false)

    // public/start-after-paint.js: the navigation did not happen after all.
    document.documentElement.removeAttribute('data-leaving')
    document.dispatchEvent(new Event('shop:stay'))
    expect(await settled(stays)).toBe(true)
  })
})
