import {
  PAGE_MESSAGES,
  PAGE_SLUGS,
  type OwnerPage,
  type OwnerPageSummary,
  type PageSlug,
  type PublicPage,
  type SavePageDraftBody,
  type ShopSettings,
} from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { pageAsText, renderPage, type PageValues } from './page-markdown.js'
import { shippedPageBodies } from './page-seed.js'
import * as repo from './pages.repo.js'

export interface PagesDeps {
  db: Db
  clock: Clock
  /** The owner's settings in force: the figures a page's slots show. */
  settings: () => Promise<ShopSettings>
}

/** The owner's footer of every mail, in one language, for the text part and the HTML part. */
export interface MailFooterText {
  text: string
  html: string
}

export interface PagesService {
  /** A page as shoppers see it (its published version), rendered in one language. */
  published(slug: PageSlug, language: Language): Promise<PublicPage>
  list(): Promise<OwnerPageSummary[]>
  /** A page with its newest version (or the one asked for) rendered as a preview, and its versions. */
  get(slug: PageSlug, version?: number): Promise<OwnerPage>
  /** Saves a new version; shoppers still see the published one until it is published. */
  saveDraft(actorUserId: number, slug: PageSlug, body: SavePageDraftBody): Promise<OwnerPage>
  /** Makes a version the one shoppers see, audited. */
  publish(actorUserId: number, slug: PageSlug, version: number): Promise<OwnerPage>
  /** Saves an older version's text as the newest version (a draft until published), audited. */
  restore(actorUserId: number, slug: PageSlug, version: number): Promise<OwnerPage>
  /** The published mail footer in one language. */
  mailFooter(language: Language): Promise<MailFooterText>
}

const iso = (at: Date | null) => (at ? at.toISOString() : null)

export function createPagesService(deps: PagesDeps): PagesService {
  // Pages known to have their row, so a read does not try to seed them again.
  const seeded = new Set<PageSlug>()

  const ensureSeeded = async (slugs: readonly PageSlug[]) => {
    const missing = slugs.filter((slug) => !seeded.has(slug))
    if (missing.length === 0) return
    const shipped = await Promise.all(
      missing.map(async (slug) => ({ slug, bodies: await shippedPageBodies(slug) })),
    )
    const at = deps.clock.now()
    await deps.db.transaction(async (tx) => {
      for (const page of shipped) await repo.seedPage(tx, page.slug, page.bodies, at)
    })
    for (const slug of missing) seeded.add(slug)
  }

  const values = async (): Promise<PageValues> => {
    const settings = await deps.settings()
    return {
      serviceChargePercent: settings.serviceChargePercent,
      returnDays: settings.returnDays,
      paidCancellationFeePercent: settings.paidCancellationFeePercent,
    }
  }

  const ownerPage = async (db: DbOrTx, slug: PageSlug, version?: number): Promise<OwnerPage> => {
    const [page, versions, filled] = await Promise.all([
      repo.findPage(db, slug),
      repo.listVersions(db, slug),
      values(),
    ])
    const newest = versions[0]
    if (!page || !newest) throw notFound()
    const shown = version === undefined ? newest : versions.find((row) => row.version === version)
    if (!shown) throw notFound(PAGE_MESSAGES.unknownVersion)
    return {
      slug,
      draftVersion: newest.version,
      publishedVersion: page.publishedVersion,
      publishedAt: iso(page.publishedAt),
      updatedAt: page.updatedAt.toISOString(),
      version: shown.version,
      bodyEn: shown.bodyEn,
      bodyAr: shown.bodyAr,
      preview: { en: renderPage(shown.bodyEn, filled), ar: renderPage(shown.bodyAr, filled) },
      versions: versions.map((row) => ({
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        author: row.author,
        published: row.version === page.publishedVersion,
      })),
    }
  }

  const change = async <T>(slug: PageSlug, work: (tx: DbOrTx, page: repo.PageRow) => Promise<T>) => {
    await ensureSeeded([slug])
    const version = await deps.db.transaction(async (tx) => {
      const page = await repo.lockPage(tx, slug)
      if (!page) throw notFound()
      return work(tx, page)
    })
    return version
  }

  return {
    async published(slug, language) {
      await ensureSeeded([slug])
      const [row, filled] = await Promise.all([repo.findPublished(deps.db, slug), values()])
      if (!row) throw notFound()
      const body = language === 'ar' ? row.bodyAr : row.bodyEn
      return { slug, language, publishedAt: iso(row.publishedAt), ...renderPage(body, filled) }
    },

    async list() {
      await ensureSeeded(PAGE_SLUGS)
      const rows = await repo.listPages(deps.db)
      return PAGE_SLUGS.flatMap((slug) => {
        const row = rows.find((candidate) => candidate.slug === slug)
        return row
          ? [
              {
                slug,
                draftVersion: row.draftVersion,
                publishedVersion: row.publishedVersion,
                publishedAt: iso(row.publishedAt),
                updatedAt: row.updatedAt.toISOString(),
              },
            ]
          : []
      })
    },

    async get(slug, version) {
      await ensureSeeded([slug])
      return ownerPage(deps.db, slug, version)
    },

    async saveDraft(actorUserId, slug, body) {
      const version = await change(slug, (tx) =>
        repo.addVersion(tx, slug, { ...body, authorUserId: actorUserId }, deps.clock.now()),
      )
      return ownerPage(deps.db, slug, version)
    },

    async publish(actorUserId, slug, version) {
      await change(slug, async (tx, page) => {
        if (!(await repo.findVersion(tx, slug, version))) throw notFound(PAGE_MESSAGES.unknownVersion)
        const at = deps.clock.now()
        await repo.setPublished(tx, slug, version, at)
        await recordAudit(tx, {
          actorUserId,
          action: 'page.publish',
          entityType: 'page',
          entityId: slug,
          before: { version: page.publishedVersion },
          after: { version },
          at,
        })
      })
      return ownerPage(deps.db, slug)
    },

    async restore(actorUserId, slug, version) {
      const added = await change(slug, async (tx) => {
        const old = await repo.findVersion(tx, slug, version)
        if (!old) throw notFound(PAGE_MESSAGES.unknownVersion)
        const at = deps.clock.now()
        const next = await repo.addVersion(
          tx,
          slug,
          { bodyEn: old.bodyEn, bodyAr: old.bodyAr, authorUserId: actorUserId },
          at,
        )
        await recordAudit(tx, {
          actorUserId,
          action: 'page.restore',
          entityType: 'page',
          entityId: slug,
          before: { version },
          after: { version: next },
          at,
        })
        return next
      })
      return ownerPage(deps.db, slug, added)
    },

    async mailFooter(language) {
      await ensureSeeded(['mail-footer'])
      const [row, filled] = await Promise.all([repo.findPublished(deps.db, 'mail-footer'), values()])
      if (!row) return { text: '', html: '' }
      const body = language === 'ar' ? row.bodyAr : row.bodyEn
      return { text: pageAsText(body, filled), html: renderPage(body, filled).html }
    },
  }
}
