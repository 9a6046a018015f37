/** Texts every page may show: the header, footer, navigation, language switch and shared buttons. */
export default {
  language: {
    switchTo: 'العربية',
    switchLabel: 'Read this page in Arabic',
  },
} as const
