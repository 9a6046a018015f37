import type { ContactBody } from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { one } from '../../db/rows.js'
import { contactMessages } from '../../db/schema/index.js'

export async function insertContactMessage(db: DbOrTx, message: ContactBody, now: Date) {
  return one(
    await db
      .insert(contactMessages)
      .values({ ...message, createdAt: now, updatedAt: now })
      .returning({ id: contactMessages.id }),
    'contact message',
  )
}
