import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AppMenu } from './AppMenu.tsx';

// react-admin's bar is secondary-coloured by default; the product's bar is its orange.
const AppAppBar = () => <AppBar color="primary" />;

/** react-admin's layout with the product's menu and bar (language and theme buttons included). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppAppBar}>
      {children}
    </Layout>
  );
}
