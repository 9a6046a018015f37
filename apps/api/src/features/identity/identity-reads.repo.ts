import { IDENTITY_DOCUMENT_KINDS, type IdentityDocumentKind } from '@shop/contract'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { identityVerifications } from '../../db/schema/index.js'

// Shared read (docs/decisions/087): create-order asks when the buyer's identity was last verified, to tell
// whether a large order waits for the owner (docs/architecture.md#identity-checks-for-large-orders).

export interface VerifiedIdentity {
  verifiedAt: Date
  kind: IdentityDocumentKind
  verifiedByUserId: number | null
  /** The name the owner read on the document; null for approvals made before it was asked (decision 172). */
  approvedName: string | null
}

const asKind = (kind: string): IdentityDocumentKind =>
  (IDENTITY_DOCUMENT_KINDS as readonly string[]).includes(kind) ? (kind as IdentityDocumentKind) : 'passport'

/** The account's newest standing verification, or null: never verified, or voided by a rename (decision 172). */
export async function findVerifiedIdentity(db: DbOrTx, userId: number): Promise<VerifiedIdentity | null> {
  const [row] = await db
    .select({
      verifiedAt: identityVerifications.verifiedAt,
      kind: identityVerifications.kind,
      verifiedByUserId: identityVerifications.verifiedByUserId,
      approvedName: identityVerifications.approvedName,
    })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), isNull(identityVerifications.voidedAt)))
    .orderBy(desc(identityVerifications.verifiedAt), desc(identityVerifications.id))
    .limit(1)
  return row ? { ...row, kind: asKind(row.kind) } : null
}
