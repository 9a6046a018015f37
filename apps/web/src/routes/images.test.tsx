import {
  API_BASE,
  apiPath,
  CATEGORY_PATHS,
  type Image,
  ImageSchema,
  PRODUCT_PATHS,
  ProductDetailSchema,
} from '@shop/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../test/fake-fetch'
import { categoriesAnswer } from '../test/fixtures'
import { listItem, phone, productAnswer, productsAnswer } from '../test/product-fixtures'
import { renderApp } from '../test/render-app'

// docs/decisions/125: every product and category image carries its widths, its box and how soon to fetch it,
// and each page marks one image, the one its first paint waits for, as fetchpriority high.

const goldPath = API_BASE + apiPath(PRODUCT_PATHS.getByCategoryName, { categoryName: 'Gold' })
const skuPath = (sku: string) => API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku })
const CATEGORIES_PATH = API_BASE + CATEGORY_PATHS.getAll
const PRODUCTS_PATH = API_BASE + PRODUCT_PATHS.getAll

/** An owner's upload as the API describes it: WebP widths, the same in AVIF, and its intrinsic size. */
function upload(name: string, avif = true): Image {
  const base = `/uploads/products/7/${name}`
  return ImageSchema.parse({
    url: `${base}-800.webp`,
    srcset: `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1000.webp 1000w`,
    avifSrcset: avif ? `${base}-400.avif 400w, ${base}-800.avif 800w, ${base}-1000.avif 1000w` : null,
    width: 1000,
    height: 750,
  })
}

const allImages = () => [...document.querySelectorAll('img')]
const highPriority = () => document.querySelectorAll('img[fetchpriority="high"]')

describe('product and category images', () => {
  it('cards write AVIF and WebP widths with the slot sizes and a box; the first card alone is high priority', async () => {
    const items = [
      listItem(1, { product_images: [upload('a')] }),
      listItem(2, { product_images: [upload('b', false)] }),
      listItem(3, { product_images: [upload('c')] }),
      listItem(4),
    ]
    fakeFetch({ [goldPath]: { body: productsAnswer(items) } })
    renderApp('/category/Gold')
    await screen.findByRole('link', { name: 'Product 4' })

    const [first, second, third, drawing] = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('img')!)
    // The catalog grid: one column (image 2/5 of the card) on a 390 px phone, three beside the filters at 1280.
    const sizes = expect.stringMatching(/^\(min-width: 1280px\) 293px, .*calc\(40vw - 13px\)$/)
    const source = first!.closest('picture')!.querySelector('source')!
    expect(source).toHaveAttribute('type', 'image/avif')
    expect(source).toHaveAttribute('srcset', expect.stringContaining('/uploads/products/7/a-400.avif 400w'))
    expect(source.getAttribute('sizes')).toEqual(sizes)
    expect(first).toHaveAttribute('srcset', expect.stringContaining('/uploads/products/7/a-1000.webp 1000w'))
    expect(first!.getAttribute('sizes')).toEqual(sizes)
    expect(first).toHaveAttribute('width', '1000')
    expect(first).toHaveAttribute('height', '750')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')

    // WebP alone (AVIF was not smaller): no <picture>, still its widths; on screen too at 1280, so eager.
    expect(second!.closest('picture')).toBeNull()
    expect(second).toHaveAttribute('srcset', expect.stringContaining('b-400.webp 400w'))
    expect(second).toHaveAttribute('loading', 'eager')
    expect(second).not.toHaveAttribute('fetchpriority')

    expect(third).toHaveAttribute('loading', 'lazy')
    expect(third).toHaveAttribute('decoding', 'async')
    // A shipped drawing has no widths: the square slot's box, and no sizes without a srcset.
    expect(drawing).not.toHaveAttribute('srcset')
    expect(drawing).not.toHaveAttribute('sizes')
    expect([drawing!.getAttribute('width'), drawing!.getAttribute('height')]).toEqual(['400', '400'])
    expect(drawing).toHaveAttribute('loading', 'lazy')

    expect(highPriority()).toHaveLength(1)
  })

  it("the product page's first photo is its one high-priority image; the rest and the dots load lazily", async () => {
    const product = ProductDetailSchema.parse({ ...phone, images: [upload('front'), upload('back')] })
    fakeFetch({ [skuPath(product.sku)]: { body: productAnswer(product) } })
    renderApp('/category/Smartphones/product/PH-NOVA-15')

    const carousel = await screen.findByLabelText('Images of Nova 15 Pro')
    const [frontSlide, backSlide] = within(carousel).getAllByRole('group')
    const front = frontSlide!.querySelector('img')
    expect(front).toHaveAttribute('alt', 'Nova 15 Pro')
    expect(front).toHaveAttribute('fetchpriority', 'high')
    expect(front).toHaveAttribute('loading', 'eager')
    expect(front!.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 580px, (min-width: 1024px) calc(50vw - 60px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    )
    expect(front).toHaveAttribute('srcset', expect.stringContaining('front-800.webp 800w'))
    expect([front!.getAttribute('width'), front!.getAttribute('height')]).toEqual(['1000', '750'])
    expect(front!.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('front-1000.avif 1000w'),
    )
    // The second photo is not asked for with the first: it comes once the carousel is set up, lazily.
    await waitFor(() => expect(backSlide!.querySelector('img')).toHaveAttribute('loading', 'lazy'))

    const dots = within(carousel)
      .getAllByRole('button', { name: /^Show image/ })
      .map((button) => button.querySelector('img')!)
    expect(dots).toHaveLength(2)
    for (const dot of dots) {
      expect(dot).toHaveAttribute('sizes', '(min-width: 640px) 64px, 56px')
      expect(dot).toHaveAttribute('loading', 'lazy')
    }
    expect(highPriority()).toHaveLength(1)
  })

  it('the home page, whose first paint is its hero text, marks no image high priority: categories and featured cards load lazily', async () => {
    const items = Array.from({ length: 5 }, (_, i) => listItem(i + 1, { product_images: [upload(`p${i}`)] }))
    // Silver's picture is an owner's upload: it has widths; Gold's is a shipped drawing.
    const [gold, silver, phones] = categoriesAnswer.data
    const uploaded = { ...upload('silver'), url: '/uploads/categories/silver-800.webp' }
    const categories = { ...categoriesAnswer, data: [gold, { ...silver, image: uploaded }, phones] }
    fakeFetch({
      [CATEGORIES_PATH]: { body: categories },
      [PRODUCTS_PATH]: { body: productsAnswer(items) },
    })
    renderApp('/')
    await screen.findByRole('link', { name: 'Product 5' })
    await screen.findByRole('link', { name: /View All\s+Gold/ })

    const [goldImg, silverImg] = allImages().filter((img) => img.src.includes('/uploads/categories/'))
    expect(goldImg).toHaveAttribute('loading', 'lazy')
    expect(goldImg).not.toHaveAttribute('fetchpriority')
    // A shipped drawing: the 4:3 slot's box, no widths to choose from.
    expect([goldImg!.getAttribute('width'), goldImg!.getAttribute('height')]).toEqual(['400', '300'])
    expect(goldImg).not.toHaveAttribute('srcset')
    // An upload: its widths for the category grid's slot, AVIF first, its own size.
    expect(silverImg).toHaveAttribute('loading', 'lazy')
    expect(silverImg).toHaveAttribute('srcset', expect.stringContaining('silver-400.webp 400w'))
    expect(silverImg!.getAttribute('sizes')).toMatch(/^\(min-width: 1280px\) 392px, .*calc\(100vw - 32px\)$/)
    expect([silverImg!.getAttribute('width'), silverImg!.getAttribute('height')]).toEqual(['1000', '750'])
    expect(silverImg!.closest('picture')!.querySelector('source')).toHaveAttribute('type', 'image/avif')
    const featured = allImages().filter((img) => img.src.includes('/uploads/products/'))
    expect(featured).toHaveLength(5)
    for (const img of featured) {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img.getAttribute('sizes')).toMatch(/^\(min-width: 1280px\) 227px, /)
    }
    expect(highPriority()).toHaveLength(0)
  })
})
