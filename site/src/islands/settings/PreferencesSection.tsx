import { LANGUAGES, type Language } from '@stickerei/shared/domain';
import type { Theme } from '@stickerei/shared/i18n';
import { applyLanguage, applyTheme, type PreferenceStorage } from '../../lib/preferences.ts';
import { useText } from '../auth/useText.ts';
import { useSiteTheme } from '../useSiteTheme.ts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };
const THEMES: Theme[] = ['light', 'dark'];

function storage(): PreferenceStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage: the choice applies to this page only.
    return null;
  }
}

/**
 * Language and theme, the same choices as the header controls (shared logic in
 * lib/preferences.ts): they work for everyone, signed in or not, and are remembered.
 */
export function PreferencesSection() {
  const { language, text } = useText();
  const theme = useSiteTheme();
  return (
    <section className="card settings-card" aria-labelledby="settings-preferences">
      <h2 id="settings-preferences">{text('settings.preferences.heading')}</h2>
      <fieldset className="settings-choice">
        <legend>{text('settings.language')}</legend>
        {LANGUAGES.map((option) => (
          <label key={option} lang={option}>
            <input
              type="radio"
              name="settings-language"
              value={option}
              checked={language === option}
              onChange={() => applyLanguage(document, option, storage())}
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </fieldset>
      <fieldset className="settings-choice">
        <legend>{text('settings.theme')}</legend>
        {THEMES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="settings-theme"
              value={option}
              checked={theme === option}
              onChange={() => applyTheme(document, option, storage())}
            />
            {text(`settings.theme.${option}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
