import type { ContactBody } from '@shop/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { contactMessageMail } from '../../lib/mail-templates.js'
import { sendSafely, type Mailer } from '../../lib/mailer.js'
import { insertContactMessage } from './contact.repo.js'

export interface ContactServiceDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  /** Where contact messages are mailed (SHOP_EMAIL). */
  shopEmail: string
  log: FastifyBaseLogger
}

/** POST /email/contact: the message is stored first, so a mail outage loses nothing (issue 4). */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async send(body: ContactBody): Promise<void> {
      await insertContactMessage(deps.db, body, deps.clock.now())
      await sendSafely(deps.mailer, contactMessageMail({ to: deps.shopEmail, ...body }), deps.log)
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
