import type { Translation } from '../../translation.js'
import type en from '../en/home.js'

export default {} satisfies Translation<typeof en>
