import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Language } from '@shop/contract/i18n'
import type { Clock } from './clock.js'

/** A file sent with a message (a tax invoice's PDF). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

/** One message the shop mails: plain text for every client, simple HTML for those that show it. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Where a reply goes (the contact form's sender), if not to MAIL_FROM. */
  replyTo?: string
  /** Set by the mail queue: the same for every try of one job, so a resend is recognisably that message. */
  messageId?: string
  /** The recipient's language when not English: the company footer is written in it too. */
  language?: Language
}

/** A message as handed to the transport: with the files the mail queue made when it sent it. */
export interface OutgoingMail extends MailMessage {
  /** docs/architecture.md#tax-invoices: a tax invoice's PDF. */
  attachments?: MailAttachment[]
}

/** Sends mail. Implementations throw when the message could not be handed over. */
export interface Mailer {
  send(message: OutgoingMail): Promise<void>
}

/** What an outbox file holds (browser tests and developers read codes from it). */
export interface OutboxEntry {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  messageId?: string
  /** The files sent, their bytes in base64 (a developer opens the PDF from here). */
  attachments?: { filename: string; contentType: string; size: number; contentBase64: string }[]
  createdAt: string
}

export interface MailLog {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** Mail through an SMTP server (SMTP_URL). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    // A slow or dead mail server must not hold a request for minutes (nodemailer's defaults).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message })
    },
  }
}

let outboxSequence = 0

/**
 * Development and tests without SMTP: each message becomes DATA_DIR/outbox/<timestamp>-<seq>-<slug>.json,
 * named so that sorting by file name is sending order within a process.
 */
export function createOutboxMailer(options: {
  dir: string
  clock: Clock
  log?: MailLog
  /**
   * Whether the log line and the file name carry the subject, and so any one-time code (decision 009: a
   * developer reads codes there). Off in production, where logs travel to places a code must not.
   */
  logSubjects?: boolean
}): Mailer {
  // The folder is made once, not per message; made again if someone removed it meanwhile.
  let folderMade = false
  const writeAside = async (partial: string, body: string) => {
    if (!folderMade) await mkdir(options.dir, { recursive: true })
    folderMade = true
    try {
      await writeFile(partial, body)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      await mkdir(options.dir, { recursive: true })
      await writeFile(partial, body)
    }
  }
  return {
    async send(message) {
      const createdAt = options.clock.now().toISOString()
      outboxSequence += 1
      const showSubject = options.logSubjects !== false
      const slug = (showSubject ? `${message.to}-${message.subject}` : message.to)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60)
      const name = [
        createdAt.replace(/[:.]/g, '-'),
        String(outboxSequence).padStart(6, '0'),
        randomBytes(3).toString('hex'),
        slug,
      ].join('-')
      const file = path.join(options.dir, `${name}.json`)
      const { attachments, ...rest } = message
      const entry: OutboxEntry = {
        ...rest,
        ...(attachments && attachments.length > 0
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                size: file.content.length,
                contentBase64: file.content.toString('base64'),
              })),
            }
          : {}),
        createdAt,
      }
      // Written aside and renamed: whoever reads the outbox (a developer, the browser tests) never sees
      // a half-written message under its final name.
      const partial = path.join(options.dir, `.${name}.partial`)
      await writeAside(partial, `${JSON.stringify(entry, null, 2)}\n`)
      await rename(partial, file)
      const subject = showSubject ? message.subject : undefined
      options.log?.info({ to: message.to, subject, file }, 'mail written to the outbox')
    },
  }
}

/** SMTP when SMTP_URL is set, otherwise the outbox in DATA_DIR. */
export function createMailer(options: {
  smtpUrl?: string | undefined
  from: string
  dataDir: string
  clock: Clock
  log?: MailLog
  logSubjects?: boolean
}): Mailer {
  if (options.smtpUrl) return createSmtpMailer({ url: options.smtpUrl, from: options.from })
  return createOutboxMailer({
    dir: path.join(options.dataDir, 'outbox'),
    clock: options.clock,
    ...(options.log ? { log: options.log } : {}),
    ...(options.logSubjects === undefined ? {} : { logSubjects: options.logSubjects }),
  })
}
