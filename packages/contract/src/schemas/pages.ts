import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages.js'
import { CoercedIdSchema, IsoDateTimeSchema } from './common.js'
import { envelope } from './envelope.js'

// The texts the owner writes in Markdown, in English and Arabic, with versions (docs/architecture.md#pages).
// The API renders them to HTML with raw HTML switched off, so what reaches a page is only what Markdown makes.

/** Every page the owner edits: the storefront's About, FAQ and Terms, the home hero and testimonials, and the footer of every mail. */
export const PAGE_SLUGS = ['about', 'faq', 'terms', 'home-hero', 'testimonials', 'mail-footer'] as const
export type PageSlug = (typeof PAGE_SLUGS)[number]
export const PageSlugSchema = z.enum(PAGE_SLUGS, { error: `Page must be one of ${PAGE_SLUGS.join(', ')}.` })

/**
 * Slots a page's Markdown may hold, filled from the owner's settings when the page is rendered, so a text
 * never quotes a figure the shop no longer charges.
 */
export const PAGE_PLACEHOLDERS = ['{serviceChargePercent}', '{returnDays}'] as const

/** The longest Markdown a page takes in one language. */
export const PAGE_BODY_MAX_CHARS = 30_000

const bodyField = (language: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${language} text cannot be empty.`)
    .max(PAGE_BODY_MAX_CHARS, `The ${language} text is longer than ${PAGE_BODY_MAX_CHARS} characters.`)

export const PageSlugParamsSchema = z.object({ slug: PageSlugSchema })

// ---- GET /pages/:slug (public) ----
export const PageLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') })

/** A part of a page that starts with a `##` heading: an FAQ entry, a section of the Terms, a testimonial. */
export const PageSectionSchema = z.object({
  /** The heading as HTML (inline Markdown only: emphasis, links). */
  titleHtml: z.string(),
  /** The heading as plain text, for a navigation list or an anchor. */
  title: z.string(),
  html: z.string(),
})
export type PageSection = z.infer<typeof PageSectionSchema>

export const RenderedPageSchema = z.object({
  /** The whole page as HTML. */
  html: z.string(),
  /** What stands before the first `##` heading. */
  introHtml: z.string(),
  sections: z.array(PageSectionSchema),
})
export type RenderedPage = z.infer<typeof RenderedPageSchema>

export const PublicPageSchema = RenderedPageSchema.extend({
  slug: PageSlugSchema,
  language: z.enum(LANGUAGES),
  publishedAt: IsoDateTimeSchema.nullable(),
})
export type PublicPage = z.infer<typeof PublicPageSchema>
export const PublicPageResponseSchema = envelope(PublicPageSchema)

// ---- GET /owner/pages ----
export const OwnerPageSummarySchema = z.object({
  slug: PageSlugSchema,
  /** The newest version: what the editor opens and a preview shows. */
  draftVersion: z.number().int().positive(),
  publishedVersion: z.number().int().positive().nullable(),
  publishedAt: IsoDateTimeSchema.nullable(),
  updatedAt: IsoDateTimeSchema,
})
export type OwnerPageSummary = z.infer<typeof OwnerPageSummarySchema>
export const OwnerPagesResponseSchema = envelope(z.object({ pages: z.array(OwnerPageSummarySchema) }))

// ---- GET /owner/pages/:slug ----
export const OwnerPageQuerySchema = z.object({
  /** A version to show instead of the newest (the owner reading an older one before restoring it). */
  version: CoercedIdSchema.optional(),
})

export const PageVersionSummarySchema = z.object({
  /** 1 for the shipped texts, then one more with every save. */
  version: z.number().int().positive(),
  createdAt: IsoDateTimeSchema,
  /** Who saved it; null for the shipped texts. */
  author: z.string().nullable(),
  /** Set when this version is the one published. */
  published: z.boolean(),
})
export type PageVersionSummary = z.infer<typeof PageVersionSummarySchema>

export const OwnerPageSchema = OwnerPageSummarySchema.extend({
  /** The version shown: the newest unless one was asked for. */
  version: z.number().int().positive(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  /** That version rendered as the storefront would show it, settings filled in. */
  preview: z.object({ en: RenderedPageSchema, ar: RenderedPageSchema }),
  /** Newest first. */
  versions: z.array(PageVersionSummarySchema),
})
export type OwnerPage = z.infer<typeof OwnerPageSchema>
export const OwnerPageResponseSchema = envelope(OwnerPageSchema)

// ---- POST /owner/pages/:slug/versions ----
export const SavePageDraftBodySchema = z.object({ bodyEn: bodyField('English'), bodyAr: bodyField('Arabic') })
export type SavePageDraftBody = z.infer<typeof SavePageDraftBodySchema>

// ---- POST /owner/pages/:slug/publish and /restore ----
export const PageVersionBodySchema = z.object({ version: z.number().int().positive() })
export type PageVersionBody = z.infer<typeof PageVersionBodySchema>

export const PAGE_MESSAGES = {
  unknownVersion: 'This page has no such version.',
} as const
