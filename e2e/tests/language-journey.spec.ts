import { expect, type Page, test, type TestInfo } from '@playwright/test'
import {
  btcOf,
  mineBlocks,
  newShopper,
  payOnChain,
  registerThroughUi,
  satsOf,
  snap,
} from '../support/shop.js'

// The whole purchase in one language: Arabic on a phone (right to left, under /ar), English on a desktop.
// Browse a category, search, add to the cart, check out to an address with an emirate and a 05x number,
// pay, and download the tax invoice. Every page is kept as a screenshot (artifacts/screenshots/lang-*).

const TEXTS = {
  ar: {
    prefix: '/ar',
    dir: 'rtl',
    searchOpen: 'ابحث في المنتجات',
    searchBox: 'ابحث في المتجر',
    addToCart: 'أضف إلى السلة',
    inCart: /^في سلتك: 1$/,
    proceed: 'المتابعة إلى الدفع',
    addAddress: 'إضافة عنوان جديد',
    apartment: 'رقم الشقة',
    building: 'رقم المبنى',
    location: 'الموقع',
    emirate: 'الإمارة',
    area: 'المنطقة أو الحي',
    phone: 'رقم الهاتف',
    whatsapp: 'رقم واتساب',
    save: 'حفظ العنوان',
    confirm: /18/,
    placeOrder: 'تأكيد الطلب',
    receipt: 'الإيصال',
    invoice: 'تنزيل الفاتورة الضريبية',
  },
  en: {
    prefix: '',
    dir: 'ltr',
    searchOpen: 'Search products',
    searchBox: 'Search the shop',
    addToCart: 'Add to cart',
    inCart: /^In your cart: 1$/,
    proceed: 'Proceed to Checkout',
    addAddress: 'Add New Address',
    apartment: 'Apartment Number',
    building: 'Building Number',
    location: 'Location',
    emirate: 'Emirate',
    area: 'Area or District',
    phone: 'Phone Number',
    whatsapp: 'WhatsApp Number',
    save: 'Save Address',
    confirm: /18/,
    placeOrder: 'Place Order',
    receipt: 'Receipt',
    invoice: 'Download tax invoice',
  },
} as const

type Texts = (typeof TEXTS)[keyof typeof TEXTS]

/** The page is in the language and direction asked, and nothing spills sideways on a phone. */
async function expectLanguage(page: Page, texts: Texts, language: 'ar' | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.locator('html')).toHaveAttribute('dir', texts.dir)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(1)
}

async function step(page: Page, testInfo: TestInfo, texts: Texts, language: 'ar' | 'en', name: string) {
  await expectLanguage(page, texts, language)
  await snap(page, testInfo, `lang-${language}-${name}`)
}

test('a purchase in the page language: browse, search, cart, checkout to an emirate, pay, invoice', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000)
  const language = testInfo.project.name === 'phone' ? 'ar' : 'en'
  const texts = TEXTS[language]
  const shopper = newShopper(testInfo, `lang-${language}`)
  await registerThroughUi(page, shopper)

  await page.goto(`${texts.prefix}/`)
  await step(page, testInfo, texts, language, 'home')
  await page.goto(`${texts.prefix}/category/Gold`)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await step(page, testInfo, texts, language, 'category')

  await page.getByRole('button', { name: texts.searchOpen }).first().click()
  await page.getByRole('searchbox', { name: texts.searchBox }).fill('PAMP')
  await page.getByRole('searchbox', { name: texts.searchBox }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/products\\?search=PAMP$`))
  const results = page.getByRole('main').getByRole('article')
  await expect(results.first()).toBeVisible()
  await step(page, testInfo, texts, language, 'search')
  await results.first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await step(page, testInfo, texts, language, 'product')

  await page.getByRole('button', { name: texts.addToCart }).click()
  await expect(page.getByText(texts.inCart)).toBeVisible()
  await page.goto(`${texts.prefix}/cart`)
  await step(page, testInfo, texts, language, 'cart')
  await page.getByRole('link', { name: texts.proceed }).click()
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/checkout$`))

  await page.getByRole('button', { name: texts.addAddress }).click()
  const form = page.getByRole('dialog', { name: texts.addAddress })
  await form.getByLabel(texts.apartment).fill('1204')
  await form.getByLabel(texts.building).fill('Burj Vista 1')
  await form.getByLabel(texts.location, { exact: true }).fill('Downtown Dubai, Dubai')
  await form.getByLabel(texts.emirate).selectOption('dubai')
  await form.getByLabel(texts.area).fill('Downtown Dubai')
  // As people in the UAE write their numbers; the shop stores E.164 and shows them this way again.
  await form.getByLabel(texts.phone).fill('050 123 4567')
  await form.getByLabel(texts.whatsapp).fill('+971 55 765 4321')
  await form.getByRole('button', { name: texts.save }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('050 123 4567').first()).toBeVisible()
  await expect(page.getByText('055 765 4321').first()).toBeVisible()
  await step(page, testInfo, texts, language, 'checkout')

  await page.getByRole('checkbox', { name: texts.confirm }).check()
  await page.getByRole('button', { name: texts.placeOrder }).click()
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/crypto-payment\\?order=`))
  const orderId = new URL(page.url()).searchParams.get('order')!
  await expect(page.getByTestId('amount-due')).toBeVisible()
  await step(page, testInfo, texts, language, 'payment')

  const due = satsOf((await page.getByTestId('amount-due').textContent()) ?? '')
  await payOnChain(page.request, orderId, btcOf(due))
  await mineBlocks(page.request, 6)
  await expect(page.getByRole('region', { name: texts.receipt })).toBeVisible({ timeout: 30_000 })
  await step(page, testInfo, texts, language, 'receipt')

  await page.goto(`${texts.prefix}/profile/orders/${orderId}`)
  const invoice = page.getByRole('link', { name: texts.invoice })
  await expect(invoice).toBeVisible({ timeout: 20_000 })
  await step(page, testInfo, texts, language, 'order')
  const href = await invoice.getAttribute('href')
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
