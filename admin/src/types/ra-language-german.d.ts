// ra-language-german 3.13.5 ships plain CommonJS without type declarations.
declare module 'ra-language-german' {
  import type { Messages } from '../i18n/catalogue.ts';

  const messages: Messages;
  export default messages;
}
