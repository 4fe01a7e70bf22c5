/**
 * An icon that points along the reading direction (back, forward, next page, a chevron that
 * opens sideways) is mirrored in Arabic: `<ArrowBackIcon sx={mirrorInRtl} />`. Icons whose
 * direction is not about reading (a download arrow, a refresh) stay as they are.
 */
export const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
