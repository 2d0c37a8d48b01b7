import type { Language } from '@stickerei/shared/domain';

/**
 * The operator of the site. Contact, imprint, privacy policy and terms of service all read these
 * details from here, so the pages can never disagree about who runs Stickerei.
 */
export const company = {
  name: 'Stickerei GmbH',
  street: 'Garnweg 12',
  postalCode: '79098',
  city: 'Freiburg im Breisgau',
  country: { en: 'Germany', de: 'Deutschland' },
  email: 'hallo@stickerei.example',
  privacyEmail: 'datenschutz@stickerei.example',
  phone: '+49 761 555 0142',
  managingDirectors: ['Lena Hoffmann', 'Jonas Albrecht'],
  registerCourt: 'Amtsgericht Freiburg im Breisgau',
  registerNumber: 'HRB 724518',
  vatId: 'DE318642795',
  // § 18 Abs. 2 MStV asks for a person responsible for editorial content (the blog).
  editor: 'Lena Hoffmann',
} as const;

/** The postal address as lines, for address blocks. */
export function addressLines(language: Language): string[] {
  return [
    company.name,
    company.street,
    `${company.postalCode} ${company.city}`,
    company.country[language],
  ];
}
