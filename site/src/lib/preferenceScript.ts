import { FALLBACK_LANGUAGE, LANGUAGES } from '@stickerei/shared/domain';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '@stickerei/shared/i18n';

/**
 * The inline `<head>` script that applies the remembered theme and language before the first
 * paint, so a reload never flashes the wrong colours or the wrong language.
 *
 * It cannot import modules (it must run synchronously during parsing), so it restates the rule of
 * `chooseLanguage` and `themeFrom` from `@stickerei/shared/i18n` in plain ES5;
 * preferenceScript.test.ts runs it against those functions to keep them in step. It sets
 * `<html lang>`, `data-theme` and the `js` class, and the document title from
 * `data-title-<lang>` on `<html>`.
 */
export function preferenceScript(): string {
  const constants = JSON.stringify({
    t: THEME_STORAGE_KEY,
    l: LANGUAGE_STORAGE_KEY,
    all: LANGUAGES,
    fb: FALLBACK_LANGUAGE,
  });
  return `(function(c){var d=document.documentElement,n=navigator;
function get(k){try{return window.localStorage.getItem(k)}catch(e){return null}}
var theme=get(c.t)==='dark'?'dark':'light';
var lang=get(c.l);
if(c.all.indexOf(lang)<0){var tags=n.languages&&n.languages.length?n.languages:[n.language];
lang=String(tags[0]||'').trim().toLowerCase().split(/[-_]/)[0];
if(c.all.indexOf(lang)<0)lang=c.fb}
d.setAttribute('data-theme',theme);d.lang=lang;d.className+=' js';
var title=d.getAttribute('data-title-'+lang);if(title)document.title=title;
})(${constants});`;
}
