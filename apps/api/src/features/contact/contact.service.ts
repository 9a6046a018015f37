import type { ContactBody } from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { contactMessageMail } from './contact-mail.js'
import { enqueueMail } from '../mail-queue/mail-queue.js'
import { ownerMailLanguage } from '../users/owner-language.js'
import { insertContactMessage } from './contact.repo.js'

export interface ContactServiceDeps {
  db: Db
  clock: Clock
  /** Where contact messages are mailed (SHOP_EMAIL). */
  shopEmail: string
}

/**
 * POST /email/contact: the message is stored and its mail to the shop queued in one transaction, so a mail
 * outage delays the mail and loses nothing.
 */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async send(body: ContactBody): Promise<void> {
      const now = deps.clock.now()
      await deps.db.transaction(async (tx) => {
        await insertContactMessage(tx, body, now)
        const language = await ownerMailLanguage(tx, deps.shopEmail)
        await enqueueMail(
          tx,
          [{ kind: 'contact', message: contactMessageMail({ to: deps.shopEmail, ...body, language }) }],
          now,
        )
      })
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
