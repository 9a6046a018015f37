import { IDENTITY_DOCUMENT_KINDS, type IdentityDocumentKind } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { identityVerifications } from '../../db/schema/index.js'

// Shared read (docs/decisions/087): create-order asks when the buyer's identity was last verified, to tell
// whether a large order waits for the owner (docs/architecture.md#identity-checks-for-large-orders).

export interface VerifiedIdentity {
  verifiedAt: Date
  kind: IdentityDocumentKind
  verifiedByUserId: number | null
}

const asKind = (kind: string): IdentityDocumentKind =>
  (IDENTITY_DOCUMENT_KINDS as readonly string[]).includes(kind) ? (kind as IdentityDocumentKind) : 'passport'

/** The account's newest verification, or null when its identity was never verified. */
export async function findVerifiedIdentity(db: DbOrTx, userId: number): Promise<VerifiedIdentity | null> {
  const [row] = await db
    .select({
      verifiedAt: identityVerifications.verifiedAt,
      kind: identityVerifications.kind,
      verifiedByUserId: identityVerifications.verifiedByUserId,
    })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.verifiedAt), desc(identityVerifications.id))
    .limit(1)
  return row ? { ...row, kind: asKind(row.kind) } : null
}
