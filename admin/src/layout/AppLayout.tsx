import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, ToggleThemeButton } from 'react-admin';
import { AppMenu } from './AppMenu.tsx';
import { LanguageButton } from './LanguageButton.tsx';

// react-admin's default toolbar (languages, light/dark, refresh) with a language menu that is
// mounted when first opened (LanguageButton).
const toolbar = (
  <>
    <LanguageButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

// react-admin's bar is secondary-coloured by default; the product's bar is its orange.
const AppAppBar = () => <AppBar color="primary" toolbar={toolbar} />;

/** react-admin's layout with the product's menu and bar (language and theme buttons included). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppAppBar}>
      {children}
    </Layout>
  );
}
