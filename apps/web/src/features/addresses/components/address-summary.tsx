import type { Address } from '@shop/contract'
import { MessageCircle, Phone } from 'lucide-react'

/** The lines of an address as a shopper reads them on a card. */
export function AddressSummary({ address }: { address: Address }) {
  return (
    <div className="space-y-1 text-sm text-ink-700">
      <p className="font-semibold text-ink-900">
        Apt {address.apartmentNumber}, Building {address.buildingNumber}
      </p>
      <p className="break-words">{address.location}</p>
      {address.additionalAddress && <p className="break-words text-ink-600">{address.additionalAddress}</p>}
      <p className="flex items-center gap-1.5 pt-1">
        <Phone aria-hidden="true" className="size-3.5 text-ink-400" />
        <span className="sr-only">Phone: </span>
        {address.phoneNumber}
      </p>
      <p className="flex items-center gap-1.5">
        <MessageCircle aria-hidden="true" className="size-3.5 text-ink-400" />
        <span className="sr-only">WhatsApp: </span>
        {address.whatsappNumber}
      </p>
    </div>
  )
}
