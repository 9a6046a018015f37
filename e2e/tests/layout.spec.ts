import { expect, test, type Locator } from '@playwright/test'
import { addToCart } from '../support/shop.js'

/** things a shopper sees go wrong in the layout itself, at phone and desktop width. */

/** Whether the two boxes share any pixel; `true` as well while either is not on screen (nothing proven yet). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
  if (!boxA || !boxB) return true
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  )
}

test('the "Added to cart" toast shows below the sticky header, leaving the cart badge in sight', async ({
  page,
}) => {
  await page.goto('/category/Silver/product/AG-BRIT-1OZ')
  await addToCart(page)
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Added to cart')
  await expect(toast).toBeVisible()
  // A pointer resting on a toast keeps it open (as for a shopper reading it), so a slow machine cannot see it
  // leave before it has been measured.
  await toast.hover()
  // The toast slides in from above: its resting place is what counts.
  await expect.poll(() => overlaps(toast, page.getByRole('banner'))).toBe(false)
})
