import type { Translation } from '../../translation.js'
import type en from '../en/contact.js'

export default {} satisfies Translation<typeof en>
