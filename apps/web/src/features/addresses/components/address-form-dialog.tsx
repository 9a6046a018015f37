import { zodResolver } from '@hookform/resolvers/zod'
import { AddressFormSchema, type Address, type AddressForm, type AddressFormInput } from '@shop/contract'
import { MapPin } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { TextField } from '../../../components/ui/text-field'
import { toAddressForm, useSaveAddress } from '../api'

// The map and leaflet load only when a shopper opens the picker (route-level code splitting).
const LocationPicker = lazy(() =>
  import('./location-picker').then((module) => ({ default: module.LocationPicker })),
)

const EMPTY_FORM: AddressFormInput = {
  apartmentNumber: '',
  buildingNumber: '',
  additionalAddress: '',
  location: '',
  phoneNumber: '',
  whatsappNumber: '',
}

/** The message to show when saving fails: the server's words when it sent some. */
function saveErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Failed to save the address.'
}

/**
 * docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps: add or edit an address in a modal, checked on save with the contract's rules; editing a
 * field clears its error. Used by the profile's address book and by checkout. `onSaved` gets the stored address.
 */
export function AddressFormDialog({
  open,
  onOpenChange,
  userId,
  address,
  onSaved,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  userId: number
  /** The address to edit; absent to add one. */
  address?: Address | undefined
  onSaved?: (address: Address) => void
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={address ? 'Edit Address' : 'Add New Address'}>
      {/* Mounted only while open, so each opening starts from the address's current values. */}
      {open && (
        <AddressFormBody
          userId={userId}
          address={address}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onSaved?.(saved)
            onOpenChange(false)
          }}
        />
      )}
    </Modal>
  )
}

function AddressFormBody({
  userId,
  address,
  onCancel,
  onSaved,
}: {
  userId: number
  address: Address | undefined
  onCancel: () => void
  onSaved: (address: Address) => void
}) {
  const save = useSaveAddress(userId)
  const [pickerOpen, setPickerOpen] = useState(false)
  const {
    register,
    handleSubmit,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<AddressFormInput, unknown, AddressForm>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: address ? toAddressForm(address) : EMPTY_FORM,
    // docs/product.md#rules-the-shop-keeps: checked on save; typing in a field clears its error instead of re-checking it.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })

  const field = (name: FieldPath<AddressFormInput>) => register(name, { onChange: () => clearErrors(name) })

  const onSubmit = handleSubmit(async (form) => {
    try {
      const saved = await save.mutateAsync({
        ...(address ? { id: address.id } : {}),
        form: { ...form, isDefault: address?.isDefault ?? false },
      })
      toast.success(address ? 'Address updated.' : 'Address added.')
      onSaved(saved)
    } catch (error) {
      // Beyond the spec: a failed save says so instead of only logging.
      toast.error(saveErrorMessage(error))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Apartment Number"
          error={errors.apartmentNumber?.message}
          {...field('apartmentNumber')}
        />
        <TextField
          label="Building Number"
          error={errors.buildingNumber?.message}
          {...field('buildingNumber')}
        />
      </div>
      <div>
        <TextField
          label="Location"
          placeholder="Choose on the map or type the address"
          error={errors.location?.message}
          {...field('location')}
        />
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setPickerOpen(true)}>
          <MapPin aria-hidden="true" className="size-4" />
          Choose on Map
        </Button>
      </div>
      <TextField
        label="Additional Address (optional)"
        error={errors.additionalAddress?.message}
        {...field('additionalAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="+971 50 123 4567"
          error={errors.phoneNumber?.message}
          {...field('phoneNumber')}
        />
        <TextField
          label="WhatsApp Number"
          type="tel"
          placeholder="+971 50 123 4567"
          error={errors.whatsappNumber?.message}
          {...field('whatsappNumber')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Address'}
        </Button>
      </div>
      {pickerOpen && (
        <Suspense fallback={null}>
          <LocationPicker
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            onConfirm={(location) => {
              setValue('location', location)
              clearErrors('location')
              setPickerOpen(false)
            }}
          />
        </Suspense>
      )}
    </form>
  )
}
