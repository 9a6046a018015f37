/** Addition: reverse geocoding for the location picker. */
export const GEO_PATHS = {
  reverse: '/geo/reverse',
} as const
