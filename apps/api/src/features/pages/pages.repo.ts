import type { PageSlug } from '@shop/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pages, pageVersions, users } from '../../db/schema/index.js'

export interface PageRow {
  slug: string
  publishedVersion: number | null
  publishedAt: Date | null
  updatedAt: Date
}

export interface PageVersionRow {
  version: number
  bodyEn: string
  bodyAr: string
  createdAt: Date
  author: string | null
}

/**
 * Writes a page's row and its version 1 (published) unless the page has a row already. The row is inserted
 * first: an instance seeding the same page at the same moment waits on it, then finds it and writes nothing.
 */
export async function seedPage(
  tx: DbOrTx,
  slug: PageSlug,
  bodies: { bodyEn: string; bodyAr: string },
  at: Date,
): Promise<void> {
  const inserted = await tx
    .insert(pages)
    .values({ slug, publishedVersion: 1, publishedAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ slug: pages.slug })
  if (inserted.length === 0) return
  await tx.insert(pageVersions).values({ slug, version: 1, ...bodies, createdAt: at, updatedAt: at })
}

/** The page's row, locked against other saves of the same page until the transaction ends. */
export async function lockPage(tx: DbOrTx, slug: PageSlug): Promise<PageRow | undefined> {
  const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update')
  return row
}

export async function listPages(db: DbOrTx): Promise<(PageRow & { draftVersion: number })[]> {
  return db
    .select({
      slug: pages.slug,
      publishedVersion: pages.publishedVersion,
      publishedAt: pages.publishedAt,
      updatedAt: pages.updatedAt,
      draftVersion: sql<number>`(select max(${pageVersions.version}) from ${pageVersions} where ${pageVersions.slug} = ${pages.slug})::int`,
    })
    .from(pages)
}

export async function findPage(db: DbOrTx, slug: PageSlug): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug))
  return row
}

const versionColumns = {
  version: pageVersions.version,
  bodyEn: pageVersions.bodyEn,
  bodyAr: pageVersions.bodyAr,
  createdAt: pageVersions.createdAt,
  author: sql<
    string | null
  >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
}

/** Every version of a page, newest first. */
export async function listVersions(db: DbOrTx, slug: PageSlug): Promise<PageVersionRow[]> {
  return db
    .select(versionColumns)
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.authorUserId))
    .where(eq(pageVersions.slug, slug))
    .orderBy(desc(pageVersions.version))
}

export async function findVersion(
  db: DbOrTx,
  slug: PageSlug,
  version: number,
): Promise<PageVersionRow | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.authorUserId))
    .where(and(eq(pageVersions.slug, slug), eq(pageVersions.version, version)))
  return row
}

/** The published text of a page in one read, or undefined before its first publish. */
export async function findPublished(
  db: DbOrTx,
  slug: PageSlug,
): Promise<{ bodyEn: string; bodyAr: string; publishedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ bodyEn: pageVersions.bodyEn, bodyAr: pageVersions.bodyAr, publishedAt: pages.publishedAt })
    .from(pages)
    .innerJoin(
      pageVersions,
      and(eq(pageVersions.slug, pages.slug), eq(pageVersions.version, pages.publishedVersion)),
    )
    .where(eq(pages.slug, slug))
  return row
}

/** Adds the next version of a locked page and answers its number. */
export async function addVersion(
  tx: DbOrTx,
  slug: PageSlug,
  input: { bodyEn: string; bodyAr: string; authorUserId: number },
  at: Date,
): Promise<number> {
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${pageVersions.version}), 0)::int` })
    .from(pageVersions)
    .where(eq(pageVersions.slug, slug))
  const version = (last?.version ?? 0) + 1
  await tx.insert(pageVersions).values({ slug, version, ...input, createdAt: at, updatedAt: at })
  await tx.update(pages).set({ updatedAt: at }).where(eq(pages.slug, slug))
  return version
}

export async function setPublished(tx: DbOrTx, slug: PageSlug, version: number, at: Date): Promise<void> {
  await tx
    .update(pages)
    .set({ publishedVersion: version, publishedAt: at, updatedAt: at })
    .where(eq(pages.slug, slug))
}
