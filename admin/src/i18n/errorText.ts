import type { Language } from '@stickerei/shared/domain';

/**
 * What the router's error page says. It shows when react-admin itself could not render, so it
 * cannot rely on the i18nProvider; both catalogues take these same texts.
 */
export const ERROR_TEXT: Record<Language, { title: string; text: string; reload: string }> = {
  en: {
    title: 'This page could not be shown',
    text: 'Something went wrong in the admin. Reloading the page usually helps.',
    reload: 'Reload',
  },
  de: {
    title: 'Diese Seite konnte nicht angezeigt werden',
    text: 'In der Verwaltung ist etwas schiefgegangen. Meist hilft es, die Seite neu zu laden.',
    reload: 'Neu laden',
  },
};
