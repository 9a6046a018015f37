import type { Translation } from '../../translation.js'
import type en from '../en/static.js'

export default {} satisfies Translation<typeof en>
