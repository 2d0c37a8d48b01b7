import raEnglish from 'ra-language-english';
import { appEnglish } from './appEnglish.ts';
import { mergeMessages, type Messages } from './catalogue.ts';

/** The complete English catalogue: react-admin's messages and the admin's own. */
export const english: Messages = mergeMessages(raEnglish, appEnglish);
