import type { FeatureApp, FeatureDeps } from '../../lib/feature-register.js'
import { withCompanyFooter, type ShopMailFrame } from '../../lib/mail-footer.js'
import { createMailer, type Mailer } from '../../lib/mailer.js'
import { createMailWorker, type MailWorker } from './mail-queue.js'

/** The domain of MAIL_FROM ("Shop <no-reply@shop.example>" -> shop.example), for the queue's Message-IDs. */
function mailDomainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

/**
 * Every mail is a job written with the change that causes it; this worker hands them to the mailer (SMTP, or
 * the outbox folder in development) and retries refusals with backoff (docs/decisions/056).
 */
export function registerMailQueue(
  app: FeatureApp,
  deps: FeatureDeps & { mailer?: Mailer; ownerFooter: ShopMailFrame['ownerFooter'] },
): MailWorker {
  const { config } = deps
  // Every message leaves with the shop's logo, the owner's footer and the company's (lib/mail-footer.ts),
  // whichever template wrote it.
  const mailer = withCompanyFooter(
    deps.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.DATA_DIR,
        clock: deps.clock,
        log: deps.log,
        logSubjects: config.NODE_ENV !== 'production',
      }),
    config.SHOP_COMPANY,
    {
      // The logo the storefront serves (apps/web/public/mail-logo.png), at the shop's public address.
      logoUrl: `${config.PUBLIC_URL}/mail-logo.png`,
      ownerFooter: deps.ownerFooter,
    },
  )
  if (!deps.mailer && !config.SMTP_URL && config.NODE_ENV === 'production') {
    deps.log.warn(
      `no SMTP_URL: mail is NOT sent, only written to ${config.DATA_DIR}/outbox; set SMTP_URL so shoppers get their codes`,
    )
  }
  const mailQueue = createMailWorker({
    db: deps.database.db,
    clock: deps.clock,
    transport: mailer,
    log: deps.log,
    messageIdDomain: mailDomainOf(config.MAIL_FROM),
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
  })
  app.decorate('mailQueue', mailQueue)
  return mailQueue
}
