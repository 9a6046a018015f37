import { describe, expect, it } from 'vitest'
import * as limits from './limits.js'

describe('limits (docs/product.md#rules-the-shop-keeps, docs/architecture.md)', () => {
  it('hold the spec values', () => {
    expect({
      CATEGORY_PRODUCTS_PAGE_SIZE: limits.CATEGORY_PRODUCTS_PAGE_SIZE,
      ALL_PRODUCTS_PAGE_SIZE: limits.ALL_PRODUCTS_PAGE_SIZE,
      PROFILE_ORDERS_PAGE_SIZE: limits.PROFILE_ORDERS_PAGE_SIZE,
      ORDERS_DEFAULT_PAGE_SIZE: limits.ORDERS_DEFAULT_PAGE_SIZE,
      USERS_DEFAULT_PAGE_SIZE: limits.USERS_DEFAULT_PAGE_SIZE,
      MAX_LIST_LIMIT: limits.MAX_LIST_LIMIT,
      HOME_PRODUCTS_FETCH_LIMIT: limits.HOME_PRODUCTS_FETCH_LIMIT,
      HOME_FEATURED_PRODUCTS_COUNT: limits.HOME_FEATURED_PRODUCTS_COUNT,
      HOME_CATEGORY_SKELETON_COUNT: limits.HOME_CATEGORY_SKELETON_COUNT,
      ALL_PRODUCTS_SKELETON_COUNT: limits.ALL_PRODUCTS_SKELETON_COUNT,
      CARD_DESCRIPTION_MAX_CHARS: limits.CARD_DESCRIPTION_MAX_CHARS,
      CONTACT_MESSAGE_MAX_CHARS: limits.CONTACT_MESSAGE_MAX_CHARS,
      PASSWORD_MIN_CHARS: limits.PASSWORD_MIN_CHARS,
      OTP_LENGTH: limits.OTP_LENGTH,
      OTP_TTL_MS: limits.OTP_TTL_MS,
      OTP_MAX_ATTEMPTS: limits.OTP_MAX_ATTEMPTS,
      OTP_RESEND_COOLDOWN_MS: limits.OTP_RESEND_COOLDOWN_MS,
      RESET_TOKEN_TTL_MS: limits.RESET_TOKEN_TTL_MS,
      SESSION_TTL_MS: limits.SESSION_TTL_MS,
      SESSION_COOKIE_MAX_AGE_S: limits.SESSION_COOKIE_MAX_AGE_S,
      PAYMENT_WINDOW_PENDING_MS: limits.PAYMENT_WINDOW_PENDING_MS,
      PAYMENT_WINDOW_INSUFFICIENT_MS: limits.PAYMENT_WINDOW_INSUFFICIENT_MS,
      COPY_CONFIRMATION_MS: limits.COPY_CONFIRMATION_MS,
      PAYMENT_QR_SIZE_PX: limits.PAYMENT_QR_SIZE_PX,
      TOAST_DURATION_MS: limits.TOAST_DURATION_MS,
      CAROUSEL_SPEED_MS: limits.CAROUSEL_SPEED_MS,
      QUERY_GC_TIME_MS: limits.QUERY_GC_TIME_MS,
      RESET_SUCCESS_REDIRECT_MS: limits.RESET_SUCCESS_REDIRECT_MS,
      MAP_DEFAULT_CENTER: limits.MAP_DEFAULT_CENTER,
      MAP_DEFAULT_ZOOM: limits.MAP_DEFAULT_ZOOM,
      SERVICE_CHARGE_PERCENT: limits.SERVICE_CHARGE_PERCENT,
      VAT_STANDARD_PERCENT: limits.VAT_STANDARD_PERCENT,
      AED_PER_USD_PEG: limits.AED_PER_USD_PEG,
      RATE_MAX_AGE_MS: limits.RATE_MAX_AGE_MS,
      BTC_CONFIRMATIONS_DEFAULT: limits.BTC_CONFIRMATIONS_DEFAULT,
      MONITOR_DAYS_DEFAULT: limits.MONITOR_DAYS_DEFAULT,
      RETURN_WINDOW_DAYS: limits.RETURN_WINDOW_DAYS,
      MIN_CUSTOMER_AGE_YEARS: limits.MIN_CUSTOMER_AGE_YEARS,
      MAX_QUANTITY_PER_LINE: limits.MAX_QUANTITY_PER_LINE,
    }).toEqual({
      CATEGORY_PRODUCTS_PAGE_SIZE: 20,
      ALL_PRODUCTS_PAGE_SIZE: 20,
      PROFILE_ORDERS_PAGE_SIZE: 5,
      ORDERS_DEFAULT_PAGE_SIZE: 10,
      USERS_DEFAULT_PAGE_SIZE: 10,
      MAX_LIST_LIMIT: 100,
      HOME_PRODUCTS_FETCH_LIMIT: 100,
      HOME_FEATURED_PRODUCTS_COUNT: 5,
      HOME_CATEGORY_SKELETON_COUNT: 3,
      ALL_PRODUCTS_SKELETON_COUNT: 10,
      CARD_DESCRIPTION_MAX_CHARS: 100,
      CONTACT_MESSAGE_MAX_CHARS: 500,
      PASSWORD_MIN_CHARS: 8,
      OTP_LENGTH: 6,
      OTP_TTL_MS: 600_000,
      OTP_MAX_ATTEMPTS: 5,
      OTP_RESEND_COOLDOWN_MS: 60_000,
      RESET_TOKEN_TTL_MS: 600_000,
      SESSION_TTL_MS: 1_296_000_000,
      SESSION_COOKIE_MAX_AGE_S: 1_296_000,
      PAYMENT_WINDOW_PENDING_MS: 3_600_000,
      PAYMENT_WINDOW_INSUFFICIENT_MS: 7_200_000,
      COPY_CONFIRMATION_MS: 2000,
      PAYMENT_QR_SIZE_PX: 128,
      TOAST_DURATION_MS: 3000,
      CAROUSEL_SPEED_MS: 500,
      QUERY_GC_TIME_MS: 60_000,
      RESET_SUCCESS_REDIRECT_MS: 3000,
      MAP_DEFAULT_CENTER: { lat: 25.2048, lng: 55.2708 },
      MAP_DEFAULT_ZOOM: 12,
      SERVICE_CHARGE_PERCENT: 5,
      VAT_STANDARD_PERCENT: 5,
      AED_PER_USD_PEG: 3.6725,
      RATE_MAX_AGE_MS: 600_000,
      BTC_CONFIRMATIONS_DEFAULT: 1,
      MONITOR_DAYS_DEFAULT: 7,
      RETURN_WINDOW_DAYS: 14,
      MIN_CUSTOMER_AGE_YEARS: 18,
      MAX_QUANTITY_PER_LINE: 100,
    })
  })

  it('keeps the integer peg equal to the decimal one', () => {
    expect(Number(limits.AED_PER_USD_PEG_X10000) / 10_000).toBe(limits.AED_PER_USD_PEG)
  })

  it('OTP_PATTERN takes exactly OTP_LENGTH digits', () => {
    expect(limits.OTP_PATTERN.test('1'.repeat(limits.OTP_LENGTH))).toBe(true)
    expect(limits.OTP_PATTERN.test('1'.repeat(limits.OTP_LENGTH - 1))).toBe(false)
    expect(limits.OTP_PATTERN.test('12345a')).toBe(false)
  })
})

describe('tileImageSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['HTTP://tiles.local:8080/{z}/{x}/{y}.png?key=1', 'http://tiles.local:8080'],
  ])('lets the page load the images of %s from %s', (template, source) => {
    expect(limits.tileImageSource(template)).toBe(source)
  })

  it.each(['/tiles/{z}/{x}/{y}.png', 'ftp://tiles.example.org/{z}.png', 'https://{z}.example.org/a.png'])(
    'refuses %s',
    (template) => {
      expect(() => limits.tileImageSource(template)).toThrow()
    },
  )
})
