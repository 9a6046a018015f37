import { expect, test, type Page } from '@playwright/test'
import { snap } from '../support/shop.js'

/**
 * every page at 390 and 1280 px (the two projects) with its key content and a saved screenshot under
 * artifacts/screenshots/<page>-<project>.png. Signed-in pages (profile, checkout, crypto payment) are shot by
 * the journeys that reach them.
 */
interface PageCase {
  name: string
  path: string
  check: (page: Page) => Promise<void>
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 })

const PAGES: PageCase[] = [
  {
    name: 'home',
    path: '/',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'View All Gold' })).toBeVisible()
    },
  },
  {
    name: 'products',
    path: '/products',
    check: async (page) => {
      await expect(heading(page, 'All Products')).toBeVisible()
      await expect(page.getByRole('link', { name: 'PAMP Suisse Fortuna 1 oz Gold Bar' })).toBeVisible()
    },
  },
  {
    name: 'categories',
    path: '/category',
    check: async (page) => {
      await expect(heading(page, 'Product Categories')).toBeVisible()
      for (const name of ['Gold', 'Silver', 'Smartphones']) {
        await expect(page.getByRole('link', { name: `View All ${name}` })).toBeVisible()
      }
    },
  },
  {
    name: 'category-gold',
    path: '/category/Gold',
    check: async (page) => {
      await expect(heading(page, 'Gold')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Britannia 1 oz Gold Coin 2026' })).toBeVisible()
      // Out of stock products are listed but not links.
      await expect(page.getByText('Emirates Gold 100 g Minted Gold Bar')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Emirates Gold 100 g Minted Gold Bar' })).toHaveCount(0)
    },
  },
  {
    name: 'product',
    path: '/category/Smartphones/product/PH-IP17P',
    check: async (page) => {
      await expect(heading(page, /iPhone 17 Pro/)).toBeVisible()
      await expect(page.getByText(/^In stock \(\d+ available\)$/)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
      await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible()
    },
  },
  {
    name: 'product-out-of-stock',
    path: '/category/Gold/product/AU-EMG-100G',
    check: async (page) => {
      await expect(heading(page, 'Emirates Gold 100 g Minted Gold Bar')).toBeVisible()
      await expect(page.getByText('This product is currently out of stock.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)
    },
  },
  {
    name: 'cart-empty',
    path: '/cart',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
    },
  },
  {
    name: 'login',
    path: '/login',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
      await expect(page.getByLabel('Email')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
    },
  },
  {
    name: 'register',
    path: '/register',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible()
      await expect(page.getByLabel('First name')).toBeVisible()
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
      await expect(page.getByText('Step 1 of 3')).toBeVisible()
    },
  },
  {
    name: 'about',
    path: '/about',
    check: async (page) => {
      await expect(heading(page, 'About Us')).toBeVisible()
    },
  },
  {
    name: 'contact',
    path: '/contact',
    check: async (page) => {
      await expect(heading(page, 'Contact Us')).toBeVisible()
      await expect(page.getByRole('button', { name: /send/i })).toBeVisible()
    },
  },
  {
    name: 'faqs',
    path: '/faqs',
    check: async (page) => {
      await expect(heading(page, 'Frequently Asked Questions')).toBeVisible()
    },
  },
  {
    name: 'terms',
    path: '/terms',
    check: async (page) => {
      await expect(heading(page, 'Terms & Conditions')).toBeVisible()
    },
  },
  {
    name: 'maintenance',
    path: '/maintenance',
    check: async (page) => {
      await expect(heading(page, "We'll be back soon")).toBeVisible()
      await expect(page.getByText('The site is under maintenance. Please check back later.')).toBeVisible()
    },
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    check: async (page) => {
      await expect(page.getByText('Error 404')).toBeVisible()
      await expect(heading(page, 'Hey Buddy')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible()
    },
  },
  {
    name: 'category-unknown',
    path: '/category/Platinum',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back To Categories' })).toBeVisible()
    },
  },
  {
    name: 'product-unknown',
    path: '/category/Gold/product/NO-SUCH-SKU',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
    },
  },
]

// Pages that answer 404 on purpose (the browser logs the failed load): every other page must log no error.
const ANSWERS_404 = new Set(['not-found', 'category-unknown', 'product-unknown'])

for (const { name, path, check } of PAGES) {
  test(`page ${name} (${path}) shows its key content`, async ({ page }, testInfo) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(path)
    await expect(page.getByRole('banner')).toBeVisible()
    await check(page)
    if (!ANSWERS_404.has(name)) expect(errors, 'errors in the browser console').toEqual([])
    // from 360 px up nothing may stick out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
    await snap(page, testInfo, name)
  })
}
