import type { Translation } from '../../translation.js'
import type en from '../en/company.js'

export default {} satisfies Translation<typeof en>
