import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@stickerei/shared/i18n';
import { ERROR_TEXT } from '../i18n/errorText.ts';
import { logRouterError } from './chunkReload.ts';
import { browserReloadEnv } from './reloadRule.ts';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage refused: the browser's language decides
    return null;
  }
}

/** The router's error element: logs the error (spec §2) and offers a reload. */
export function RouterError() {
  const error = useRouteError();
  useEffect(() => logRouterError(error, browserReloadEnv()), [error]);
  const text = ERROR_TEXT[chooseLanguage(storedLanguage(), navigator.languages)];
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {text.reload}
      </button>
    </main>
  );
}
