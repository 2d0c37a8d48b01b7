// Spec §1: primary orange, secondary brownish grey, accent light blue (MUI's `info`), error
// red, success green. The values are the site's (site/src/styles/themeTokens.ts: the strong
// and text shades, which carry text at WCAG AA), so that site and admin look like one product;
// brandColours.test.ts holds them to AA.
/** The product's colours per theme. */
export const BRAND_COLOURS = {
  light: {
    appBar: '#b94a0b',
    primary: '#b94a0b',
    onPrimary: '#ffffff',
    secondary: '#5f5248',
    accent: '#a9dcf5',
    onAccent: '#12303f',
    error: '#b3261e',
    success: '#236a28',
    background: '#fbf8f4',
    paper: '#ffffff',
  },
  dark: {
    // a deep orange: the bright one would glare across the whole bar at night
    appBar: '#8f3d00',
    primary: '#ff9a52',
    onPrimary: '#1a130e',
    secondary: '#cbbcaf',
    accent: '#9fd6f5',
    onAccent: '#102a3a',
    error: '#ff8a80',
    success: '#86d08c',
    background: '#18130f',
    paper: '#221b16',
  },
} as const;
