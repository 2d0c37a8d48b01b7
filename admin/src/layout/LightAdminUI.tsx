import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Notification,
  type CoreAdminUIProps,
} from 'react-admin';

// The page for an unknown admin path, with NotFound's own (translated) title.
const CatchAll = () => <NotFound />;

/**
 * react-admin's `AdminUI` without its sign-in form: ours is the site's page (loginPage is off),
 * and `AdminUI` imports `Login` whatever the prop says, which brought MUI's text fields and
 * selects and react-hook-form into the first screen of every visit (docs/delivery.md).
 */
export function LightAdminUI(props: Omit<CoreAdminUIProps, 'loginPage'>) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        catchAll={CatchAll}
        error={ErrorPage}
        loading={LoadingPage}
        {...props}
        loginPage={false}
      />
      <Notification />
    </CssBaseline>
  );
}
