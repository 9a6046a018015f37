import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import { rowsOf } from '../../db/rows.js'
import type { Clock } from '../../lib/clock.js'
import { periodicJob } from '../../lib/periodic-job.js'
import type { MailMessage, Mailer } from '../../lib/mailer.js'
import { placedOrderMailOf, renderPlacedOrderMails } from '../order-mail/order-mail.js'
import { type MailAttachmentRef, taxDocumentAttachments } from '../tax-documents/tax-document-attachments.js'

// The durable mail queue (docs/decisions/056-mail-through-an-outbox-table.md). A change that causes mail
// calls `enqueueMail` with its own transaction, so the mail exists exactly when the change committed; the
// worker below hands each job to the transport (SMTP, or the development outbox folder) and retries with
// backoff until it is accepted. Nothing on a request path talks to a mail server.

/** What a job stores: the rendered mail, with the tax documents it carries named, not attached. */
export type QueuedMessage = MailMessage & { attachments?: MailAttachmentRef[] }

/** A mail to send, and what it is about (`order.placed`, `account.code`, `low-stock`, ...) for the logs. */
export interface MailJob {
  kind: string
  message: QueuedMessage
}

/**
 * Writes `jobs` in ONE statement (one parameter, whatever their number) on `tx`: the caller's transaction,
 * so a rolled-back change mails nothing and a committed one always mails.
 */
export async function enqueueMail(tx: DbOrTx, jobs: readonly MailJob[], now: Date): Promise<void> {
  if (jobs.length === 0) return
  const rows = JSON.stringify(
    jobs.map(({ kind, message: { to, ...body } }) => ({ kind, to_address: to, message: body })),
  )
  await tx.execute(sql`
    insert into mail_jobs (kind, to_address, message, run_at, created_at, updated_at)
    select j.kind, j.to_address, j.message, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as j(kind text, to_address text, message jsonb)`)
}

export interface MailWorkerLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface MailWorkerDeps {
  db: Db
  clock: Clock
  /** Hands one message over; throws when it was not accepted. */
  transport: Mailer
  log: MailWorkerLog
  /** The domain of the Message-ID each job is sent with (the MAIL_FROM domain). */
  messageIdDomain: string
  /** MAIL_MAX_ATTEMPTS: after that many refusals a job is set aside (dead) and logged as an error. */
  maxAttempts: number
  /** MAIL_RETRY_BASE_MS: the first wait after a refusal; each next one doubles, up to an hour. */
  retryBaseMs: number
}

/** How long a claimed job is held by its worker; a worker that died mid-send releases it after this. */
const LEASE_MS = 5 * 60_000
const MAX_BACKOFF_MS = 60 * 60_000
const BATCH = 20

/** A job's message as sent, without its recipient (the job's to_address). */
type StoredMessage = Omit<QueuedMessage, 'to'>

interface ClaimedJob {
  id: number
  kind: string
  to_address: string
  /**
   * The rendered mail; or create-order's `{ orderPlaced }`, rendered when sent (decision 132); null once
   * sent.
   */
  message: StoredMessage | { orderPlaced: unknown } | null
  attempts: number
  created_at: string | Date
}

export interface DrainReport {
  sent: number
  failed: number
}

/** The wait before the next try after `attempts` refusals. */
export function mailRetryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

/**
 * Drains the queue: claims due jobs (FOR UPDATE SKIP LOCKED, so every instance may run a worker and no job is
 * handed to two), sends each with a Message-ID derived from its id, and marks it sent right after the
 * transport accepted it. A refusal schedules the next try; a crash between the transport's acceptance and
 * the mark resends the same message (same Message-ID) once the lease ends: at least once, never silently lost.
 */
export function createMailWorker(deps: MailWorkerDeps) {
  let running: Promise<DrainReport> | null = null
  let stopped = false
  const job = periodicJob({
    run: () => drain(),
    onError: (error) => deps.log.error({ err: error }, 'mail worker: drain failed'),
  })

  async function claim(): Promise<ClaimedJob[]> {
    const now = deps.clock.now()
    const leaseEnd = new Date(now.getTime() + LEASE_MS)
    return rowsOf<ClaimedJob>(
      await deps.db.execute(sql`
        update mail_jobs set locked_until = ${leaseEnd.toISOString()}::timestamptz, attempts = attempts + 1,
          updated_at = ${now.toISOString()}::timestamptz
        where id in (
          select id from mail_jobs
          where sent_at is null and dead_at is null and run_at <= ${now.toISOString()}::timestamptz
            and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
          order by run_at, id
          limit ${BATCH}
          for update skip locked
        )
        returning id, kind, to_address, message, attempts, created_at`),
    ).sort((a, b) => a.id - b.id)
  }

  function messageId(job: ClaimedJob): string {
    // Stable across retries of this job, distinct from every other job and installation's earlier rows.
    const created = new Date(job.created_at).getTime()
    return `<mail-job-${job.id}.${created}@${deps.messageIdDomain}>`
  }

  /**
   * The claimed jobs' messages, create-order's rendered now for all of them at once (decision 132); an Error
   * for a job whose mail could not be rendered, which then waits for its retry like a refused one.
   */
  async function messagesOf(jobs: readonly ClaimedJob[]): Promise<Map<number, StoredMessage | Error | null>> {
    const messages = new Map<number, StoredMessage | Error | null>()
    const placed: { id: number; to: string; placed: NonNullable<ReturnType<typeof placedOrderMailOf>> }[] = []
    for (const job of jobs) {
      try {
        const stored = placedOrderMailOf(job.message)
        if (stored) placed.push({ id: job.id, to: job.to_address, placed: stored })
        else messages.set(job.id, job.message as StoredMessage | null)
      } catch (error) {
        messages.set(job.id, error instanceof Error ? error : new Error(String(error)))
      }
    }
    if (placed.length > 0) {
      try {
        const rendered = await renderPlacedOrderMails(deps.db, placed)
        placed.forEach((job, i) => {
          const mail = rendered[i]
          if (!mail) throw new Error(`order mail of job ${job.id} not rendered`)
          const { to: _to, ...body } = mail
          messages.set(job.id, body)
        })
      } catch (error) {
        for (const job of placed)
          messages.set(job.id, error instanceof Error ? error : new Error(String(error)))
      }
    }
    return messages
  }

  async function sendOne(job: ClaimedJob, message: StoredMessage | Error | null): Promise<boolean> {
    if (!message) {
      // Emptied means sent (a crash after the mark, before the lease ended): nothing to do.
      await deps.db.execute(sql`update mail_jobs set locked_until = null where id = ${job.id}::int`)
      return true
    }
    try {
      if (message instanceof Error) throw message
      // Attachments are made now, from what is stored (a tax document's snapshot): each try sends the same file.
      const { attachments: refs, ...body } = message
      const attachments = refs && refs.length > 0 ? await taxDocumentAttachments(deps.db, refs) : []
      await deps.transport.send({
        to: job.to_address,
        ...body,
        ...(attachments.length > 0 ? { attachments } : {}),
        messageId: messageId(job),
      })
    } catch (error) {
      const now = deps.clock.now()
      const dead = job.attempts >= deps.maxAttempts
      const next = new Date(now.getTime() + mailRetryDelayMs(job.attempts, deps.retryBaseMs))
      await deps.db.execute(sql`
        update mail_jobs set locked_until = null, run_at = ${next.toISOString()}::timestamptz,
          dead_at = ${dead ? now.toISOString() : null}::timestamptz, last_error = ${String(error).slice(0, 500)},
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${job.id}::int`)
      // Not the subject: it may carry a one-time code, and logs outlive it.
      const fields = {
        err: error,
        mailJob: job.id,
        kind: job.kind,
        to: job.to_address,
        attempts: job.attempts,
      }
      if (dead) deps.log.error(fields, 'mail given up after its last try')
      else deps.log.warn({ ...fields, retryAt: next.toISOString() }, 'mail not accepted, will retry')
      return false
    }
    const now = deps.clock.now()
    await deps.db.execute(sql`
      update mail_jobs set sent_at = ${now.toISOString()}::timestamptz, message = null, locked_until = null,
        last_error = null, updated_at = ${now.toISOString()}::timestamptz
      where id = ${job.id}::int`)
    return true
  }

  async function drainOnce(): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, failed: 0 }
    for (;;) {
      const jobs = await claim()
      if (jobs.length === 0) return report
      const messages = await messagesOf(jobs)
      for (const job of jobs) {
        if (await sendOne(job, messages.get(job.id) ?? null)) report.sent += 1
        else report.failed += 1
      }
    }
  }

  function drain(): Promise<DrainReport> {
    // One drain at a time in this process; a caller arriving during one waits for it and then runs its own,
    // so whatever it enqueued before calling is covered.
    const previous = running ?? Promise.resolve({ sent: 0, failed: 0 })
    const next: Promise<DrainReport> = previous
      .catch(() => ({ sent: 0, failed: 0 }))
      .then(() => drainOnce())
      .finally(() => {
        if (running === next) running = null
      })
    running = next
    return next
  }

  return {
    /** Sends every job due now (tests: deterministic, no sleeps); failed ones wait for their retry time. */
    drain,
    /** Drains every `intervalMs` until `stop()`; a failing drain is logged and the next runs as usual. */
    start(intervalMs: number): void {
      if (stopped) return
      job.start(intervalMs)
    },
    /** Stops the loop and waits for the drain in flight (closing the app). */
    async stop(): Promise<void> {
      stopped = true
      await job.stop()
      await running?.catch(() => {})
    },
  }
}

export type MailWorker = ReturnType<typeof createMailWorker>
