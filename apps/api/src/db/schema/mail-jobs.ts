import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { instant, timestamps } from './columns.js'

/**
 * The mail queue (docs/decisions/056-mail-through-an-outbox-table.md): every mail the shop sends is a row
 * written in the same transaction as the change that causes it, and features/mail-queue drains it with
 * retries. `message` is the rendered mail until it is sent; it is emptied then, so a one-time code does not
 * outlive its delivery in the database.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is about (order.placed, account.code, low-stock, ...), for logs and the owner. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    /** { subject, text, html, replyTo? } while unsent; null once sent. */
    message: jsonb(),
    attempts: integer().notNull().default(0),
    /** Not tried before this instant: the backoff after a failure. */
    runAt: instant().notNull(),
    /** A worker holds the job until then; a crashed worker's job is taken again after it. */
    lockedUntil: instant(),
    sentAt: instant(),
    /** Set when the job gave up after MAIL_MAX_ATTEMPTS; the log says why. */
    deadAt: instant(),
    lastError: text(),
    ...timestamps,
  },
  (t) => [
    index('mail_jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.deadAt} is null`),
    // Given-up jobs are few among the sent ones: the metrics count them on this instead of every sent row.
    index('mail_jobs_dead_idx')
      .on(t.deadAt)
      .where(sql`${t.deadAt} is not null`),
  ],
)
