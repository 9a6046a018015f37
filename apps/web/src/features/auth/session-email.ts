/** docs/architecture.md#orders-stock-and-payment: the email waiting for verification lives in sessionStorage (this tab only). */
export const VERIFY_EMAIL_STORAGE_KEY = 'shop.verify.email'

export function readVerifyEmail(): string | null {
  try {
    return sessionStorage.getItem(VERIFY_EMAIL_STORAGE_KEY)
  } catch {
    return null
  }
}

export function storeVerifyEmail(email: string): void {
  try {
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, email)
  } catch {
    // Storage blocked: the verify page then sends the shopper back to sign in.
  }
}

export function clearVerifyEmail(): void {
  try {
    sessionStorage.removeItem(VERIFY_EMAIL_STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
}
