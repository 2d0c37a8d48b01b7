import type { Theme } from '@stickerei/shared/i18n';

/** The colour roles of the interface; every theme defines all of them. */
export interface ThemeColours {
  /** Page background. */
  bg: string;
  /** Cards, header, inputs. */
  surface: string;
  /** Quiet panels and hover states. */
  surfaceAlt: string;
  border: string;
  text: string;
  textMuted: string;
  /** Brand orange for decoration (rules, stitches, icons), not for small text. */
  primary: string;
  /** Orange filled buttons; `onPrimary` is their text. */
  primaryStrong: string;
  onPrimary: string;
  /** Orange links and small orange text on `bg` and `surface`. */
  primaryText: string;
  /** Brownish grey for decoration. */
  secondary: string;
  secondaryText: string;
  /** Light blue highlights; `onAccent` is text on them. */
  accent: string;
  onAccent: string;
  error: string;
  errorSoft: string;
  success: string;
  successSoft: string;
  focus: string;
}

// Spec §1: primary orange, secondary brownish grey, accent light blue, error red, success green.
// The values are chosen so that every text role reaches WCAG AA (4.5:1) on the surfaces it is
// used on; themeTokens.test.ts holds them to it.
export const THEMES: Record<Theme, ThemeColours> = {
  light: {
    bg: '#fbf8f4',
    surface: '#ffffff',
    surfaceAlt: '#f3ece4',
    border: '#e2d7cc',
    text: '#2b231e',
    textMuted: '#675a50',
    primary: '#e8711c',
    primaryStrong: '#b94a0b',
    onPrimary: '#ffffff',
    primaryText: '#a8430a',
    secondary: '#8c7b6c',
    secondaryText: '#5f5248',
    accent: '#a9dcf5',
    onAccent: '#12303f',
    error: '#b3261e',
    errorSoft: '#fbe9e7',
    success: '#236a28',
    successSoft: '#e6f3e6',
    focus: '#1b6fa8',
  },
  dark: {
    bg: '#18130f',
    surface: '#221b16',
    surfaceAlt: '#2e2620',
    border: '#433830',
    text: '#f4ede6',
    textMuted: '#c4b5a8',
    primary: '#ff9a52',
    primaryStrong: '#ff9a52',
    onPrimary: '#1a130e',
    primaryText: '#ffa766',
    secondary: '#a8978a',
    secondaryText: '#cbbcaf',
    accent: '#9fd6f5',
    onAccent: '#102a3a',
    error: '#ff8a80',
    errorSoft: '#3a1d1a',
    success: '#86d08c',
    successSoft: '#1b2e1c',
    focus: '#9fd6f5',
  },
};

function propertyName(role: string): string {
  return `--c-${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function declarations(colours: ThemeColours): string {
  return Object.entries(colours)
    .map(([role, value]) => `${propertyName(role)}:${value}`)
    .join(';');
}

/**
 * The custom properties of both themes as CSS: light on `:root`, dark on
 * `:root[data-theme="dark"]` (the head script sets the attribute before first paint).
 */
export function themeCss(): string {
  return (
    `:root{color-scheme:light;${declarations(THEMES.light)}}` +
    `:root[data-theme="dark"]{color-scheme:dark;${declarations(THEMES.dark)}}`
  );
}
