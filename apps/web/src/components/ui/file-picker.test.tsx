import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../lib/i18n'
import { FilePicker } from './file-picker'

const photo = (name: string) => new File(['x'], name, { type: 'image/png' })

/** A form's picker: the form holds what was chosen, at most two files. */
function Picker(props: { multiple?: boolean; chosenSummary?: (count: number) => string }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <>
      <FilePicker
        label="Photo of the receipt"
        multiple={props.multiple ?? false}
        files={files}
        onChange={(chosen) => setFiles(chosen.slice(0, 2))}
        describedBy="hint"
        {...(props.chosenSummary ? { chosenSummary: props.chosenSummary(files.length) } : {})}
      />
      <p id="hint">PNG, at most 8 MB.</p>
    </>
  )
}

describe('FilePicker', () => {
  it('is an input named by its label, that says nothing is chosen, then names the file chosen', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    const input = screen.getByLabelText('Photo of the receipt')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAccessibleName('Photo of the receipt')
    expect(input).toHaveAccessibleDescription('No file chosen PNG, at most 8 MB.')
    expect(screen.getByText('Choose a file')).toBeVisible()

    await user.upload(input, photo('receipt.png'))
    expect(input).toHaveAccessibleDescription('receipt.png PNG, at most 8 MB.')
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument()
  })

  it('is reached with the keyboard, and its button opens the same input', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.tab()
    expect(screen.getByLabelText('Photo of the receipt')).toHaveFocus()
    // The visible button is a label of the input: a click on it is a click on the input.
    expect(screen.getByText('Choose a file')).toHaveAttribute(
      'for',
      screen.getByLabelText('Photo of the receipt').id,
    )
  })

  it('names several files after what the form says of them', async () => {
    const user = userEvent.setup()
    render(<Picker multiple chosenSummary={(count) => `${count} photos chosen`} />)
    expect(screen.getByText('Choose files')).toBeVisible()
    await user.upload(screen.getByLabelText('Photo of the receipt'), [
      photo('front.png'),
      photo('back.png'),
      photo('third.png'),
    ])
    expect(screen.getByText('2 photos chosen')).toBeVisible()
    expect(screen.getByText('front.png')).toBeVisible()
    expect(screen.getByText('back.png')).toBeVisible()
    expect(screen.queryByText('third.png')).not.toBeInTheDocument()
  })

  it('speaks Arabic on an Arabic page, a Latin file name kept whole', async () => {
    const user = userEvent.setup()
    render(
      <I18nProvider i18n={await createI18nWithAllTexts('ar')}>
        <Picker multiple />
      </I18nProvider>,
    )
    expect(screen.getByText('اختر ملفات')).toBeVisible()
    expect(screen.getByText('لم يُختر أي ملف')).toBeVisible()
    await user.upload(screen.getByLabelText('Photo of the receipt'), [photo('a.png'), photo('b.png')])
    const status = screen.getByText('a.png').parentElement
    expect(status).toHaveTextContent('a.png، b.png')
    expect(screen.getByText('a.png').tagName).toBe('BDI')
  })
})
