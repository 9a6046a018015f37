import { z } from 'zod'
import { MAP_TILE_URL_DEFAULT, tileImageSource } from '@shop/contract'

/** Mail, the company's facts, the public address, rate limits, the map, the geocoder and uploads. (config.ts parses them with the rest.) */
export const SHOP_FIELDS = {
  /** smtp:// or smtps:// URL of the mail server. Unset: mail is written as JSON to DATA_DIR/outbox and logged. */
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        return ['smtp:', 'smtps:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every message the shop mails. */
  MAIL_FROM: z.string().trim().min(1).default('Aurum & Byte <no-reply@aurumandbyte.local>'),
  /** Where contact-form messages go. */
  SHOP_EMAIL: z.email({ error: 'must be an email address' }).default('shop@aurumandbyte.local'),
  /**
   * The company that sells: the footer, Contact, the Terms, the order receipt and every mail show these.
   * Production refuses to start without the legal name, address and phone; elsewhere unset values fall back
   * to the clearly marked demo values of SHOP_COMPANY_DEMO.
   */
  SHOP_LEGAL_NAME: z.string().trim().min(2, 'must be at least 2 characters').max(200).optional(),
  /** Trade licence number and issuing authority, e.g. "DED 1234567 (Dubai)". */
  SHOP_TRADE_LICENCE: z.string().trim().min(2, 'must be at least 2 characters').max(200).optional(),
  /** UAE VAT Tax Registration Number: 15 digits. */
  SHOP_TRN: z
    .string()
    .trim()
    .regex(/^\d{15}$/, 'must be the 15-digit UAE Tax Registration Number')
    .optional(),
  /** Postal address on one line, e.g. "Office 1203, Gold Tower, Jumeirah Lakes Towers, Dubai, UAE". */
  SHOP_ADDRESS: z.string().trim().min(5, 'must be at least 5 characters').max(300).optional(),
  /** Telephone in international form, e.g. +971 4 123 4567. */
  SHOP_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'must be a phone number such as +971 4 123 4567')
    .optional(),
  /** Base of links in mail (the payment page); default http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** redis:// URL shared by several API instances for rate limits. Unset: limits are kept in memory. */
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        return ['redis:', 'rediss:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Multiplies every rate limit (docs/architecture.md#accounts-and-access); 0 turns them off. Default 1, or 100 when NODE_ENV=test. */
  RATE_LIMIT_FACTOR: z.coerce.number({ error: 'must be a number' }).min(0, 'must be 0 or more').optional(),
  /**
   * Tile URL template of the location picker's map. The page's Content-Security-Policy allows images from its
   * host; build the storefront with the same VITE_TILE_URL.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        tileImageSource(value)
        return true
      } catch {
        return false
      }
    }, 'must be an http:// or https:// URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .default(MAP_TILE_URL_DEFAULT),
  /** Nominatim-compatible reverse geocoder of the location picker (GET /geo/reverse). */
  GEOCODER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://nominatim.openstreetmap.org'),
  /** Nominatim's usage policy asks every client to identify itself; put the shop's name and contact here. */
  GEOCODER_USER_AGENT: z.string().trim().min(1).default('aurum-and-byte/0.1 (checkout location picker)'),
  /** A slow geocoder answers 502 after this long rather than holding the shopper's request. */
  GEOCODER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .default(5000),
  /** Largest image an admin may upload (category images), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1024, 'must be at least 1024')
    .default(2 * 1024 * 1024),
}
