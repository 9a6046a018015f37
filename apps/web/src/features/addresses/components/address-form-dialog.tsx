import { zodResolver } from '@hookform/resolvers/zod'
import { AddressFormSchema, type Address, type AddressForm, type AddressFormInput } from '@shop/contract'
import { MapPin } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { TextField } from '../../../components/ui/text-field'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { translateMessage } from '../../../lib/translate-message'
import { toAddressForm, useSaveAddress } from '../api'
import { EmirateField } from './emirate-field'

// The map and leaflet load only when a shopper opens the picker (route-level code splitting).
const LocationPicker = lazy(() =>
  import('./location-picker').then((module) => ({ default: module.LocationPicker })),
)

const EMPTY_FORM: AddressFormInput = {
  apartmentNumber: '',
  buildingNumber: '',
  additionalAddress: '',
  location: '',
  area: '',
  makani: '',
  phoneNumber: '',
  whatsappNumber: '',
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
  const { t } = useTranslation(['address'])
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={address ? t('address:form.editTitle') : t('address:form.addTitle')}
    >
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
  const { t } = useTranslation(['address'])
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
  const errorOf = (name: keyof typeof errors) => {
    const message = errors[name]?.message
    return message ? translateMessage(message) : undefined
  }

  const onSubmit = handleSubmit(async (form) => {
    try {
      const saved = await save.mutateAsync({
        ...(address ? { id: address.id } : {}),
        form: { ...form, isDefault: address?.isDefault ?? false },
      })
      toast.success(address ? t('address:form.updated') : t('address:form.added'))
      onSaved(saved)
    } catch (error) {
      // Beyond the spec: a failed save says so instead of only logging.
      toast.error(clientErrorMessage(error, t('address:form.saveFailed')))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('address:form.apartment')}
          hint={t('address:form.apartmentHint')}
          error={errorOf('apartmentNumber')}
          {...field('apartmentNumber')}
        />
        <TextField
          label={t('address:form.building')}
          hint={t('address:form.buildingHint')}
          error={errorOf('buildingNumber')}
          {...field('buildingNumber')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <EmirateField error={errorOf('emirate')} {...field('emirate')} />
        <TextField
          label={t('address:form.area')}
          placeholder={t('address:form.areaPlaceholder')}
          autoComplete="address-level3"
          error={errorOf('area')}
          {...field('area')}
        />
      </div>
      <div>
        <TextField
          label={t('address:form.location')}
          placeholder={t('address:form.locationPlaceholder')}
          error={errorOf('location')}
          {...field('location')}
        />
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setPickerOpen(true)}>
          <MapPin aria-hidden="true" className="size-4" />
          {t('address:form.chooseOnMap')}
        </Button>
      </div>
      <TextField
        label={t('address:form.additional')}
        error={errorOf('additionalAddress')}
        {...field('additionalAddress')}
      />
      <TextField
        label={t('address:form.makani')}
        inputMode="numeric"
        dir="ltr"
        maxLength={12}
        hint={t('address:form.makaniHint')}
        error={errorOf('makani')}
        {...field('makani')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('address:form.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="050 123 4567"
          hint={t('address:form.phoneHint')}
          error={errorOf('phoneNumber')}
          {...field('phoneNumber')}
        />
        <TextField
          label={t('address:form.whatsapp')}
          type="tel"
          dir="ltr"
          placeholder="050 123 4567"
          error={errorOf('whatsappNumber')}
          {...field('whatsappNumber')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('address:form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('address:form.saving') : t('address:form.save')}
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
