import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_COLOURS } from './brandColours.ts';

type Mode = keyof typeof BRAND_COLOURS;

function withBrand(base: RaThemeOptions, mode: Mode): RaThemeOptions {
  const colours = BRAND_COLOURS[mode];
  return {
    ...base,
    // wide enough for the German labels of the database's pages
    sidebar: { width: 264, closedWidth: 50 },
    components: {
      ...base.components,
      // Media queries answered in the first render (react-admin's layout asks for the screen's
      // width) instead of after it, which cost a second render of the whole layout.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      // MUI greys the bar out in dark mode; the product's bar stays orange in both
      MuiAppBar: {
        defaultProps: { enableColorOnDark: true },
        styleOverrides: { colorPrimary: { backgroundColor: colours.appBar, color: '#ffffff' } },
      },
    },
    palette: {
      ...base.palette,
      mode,
      primary: { main: colours.primary, contrastText: colours.onPrimary },
      secondary: { main: colours.secondary, contrastText: colours.onPrimary },
      info: { main: colours.accent, contrastText: colours.onAccent },
      error: { main: colours.error },
      success: { main: colours.success },
      background: { default: colours.background, paper: colours.paper },
    },
  };
}

/** The admin's light theme (the default). */
export const lightTheme = withBrand(defaultLightTheme, 'light');
/** The admin's dark theme. */
export const darkTheme = withBrand(defaultDarkTheme, 'dark');
