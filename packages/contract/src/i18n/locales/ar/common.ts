import type { Translation } from '../../translation.js'
import type en from '../en/common.js'

export default {
  language: {
    switchTo: 'English',
    switchLabel: 'اقرأ هذه الصفحة بالإنجليزية',
  },
} satisfies Translation<typeof en>
