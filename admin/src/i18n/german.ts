import raEnglish from 'ra-language-english';
import raGermanV3 from 'ra-language-german';
import { appGerman } from './appGerman.ts';
import { mergeMessages, shapeLike, type Messages } from './catalogue.ts';
import { CORRECTIONS_TO_V3, MISSING_IN_V3 } from './raGermanCompletion.ts';

/** react-admin's messages in German, with exactly the keys of ra-language-english 5.15. */
export const raGerman: Messages = shapeLike(raEnglish, [
  raGermanV3,
  CORRECTIONS_TO_V3,
  MISSING_IN_V3,
]);

/** The complete German catalogue: react-admin's messages and the admin's own. */
export const german: Messages = mergeMessages(raGerman, appGerman);
