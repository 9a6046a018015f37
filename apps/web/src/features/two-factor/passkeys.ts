import type { PasskeyResponse } from '@shop/contract'
import { PasskeyResponseSchema } from '@shop/contract'

// The browser's half of a passkey ceremony (@simplewebauthn/browser), loaded only when a passkey is used, so
// the login page and profile do not carry it otherwise.

type Options = Record<string, unknown>

/** Whether this browser can create and use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser')
  return browserSupportsWebAuthn()
}

/** Creates a passkey for the options of /passkeys/register/start; answers what the API checks. */
export async function createPasskey(options: Options): Promise<PasskeyResponse> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  // The options come from the API's WebAuthn library in the shape the browser library expects.
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  })
  return PasskeyResponseSchema.parse(response)
}

/** Signs the options of /passkeys/options with one of the account's passkeys. */
export async function signWithPasskey(options: Options): Promise<PasskeyResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  })
  return PasskeyResponseSchema.parse(response)
}
