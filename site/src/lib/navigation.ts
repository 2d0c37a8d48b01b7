import type { MessageKey } from '../i18n/index.ts';

export interface NavItem {
  href: string;
  label: MessageKey;
}

/** The header navigation; the library is the home page. */
export const MAIN_NAV: readonly NavItem[] = [
  { href: '/', label: 'nav.library' },
  { href: '/sponsored', label: 'nav.sponsored' },
  { href: '/blog', label: 'nav.blog' },
  { href: '/favorites', label: 'nav.favorites' },
  { href: '/files', label: 'nav.files' },
];

export const FOOTER_DISCOVER: readonly NavItem[] = [
  { href: '/', label: 'nav.library' },
  { href: '/sponsored', label: 'nav.sponsored' },
  { href: '/blog', label: 'nav.blog' },
];

export const FOOTER_ACCOUNT: readonly NavItem[] = [
  { href: '/sign-in', label: 'nav.signIn' },
  { href: '/sign-up', label: 'footer.signUp' },
  { href: '/files', label: 'nav.files' },
  { href: '/favorites', label: 'nav.favorites' },
  { href: '/settings', label: 'nav.settings' },
];

/** The legal links every page carries in its footer. */
export const FOOTER_LEGAL: readonly NavItem[] = [
  { href: '/contact', label: 'footer.contact' },
  { href: '/imprint', label: 'footer.imprint' },
  { href: '/privacy-policy', label: 'footer.privacy' },
  { href: '/terms-of-service', label: 'footer.terms' },
];

/**
 * Whether a navigation link points at the current page or its section: `/` only on the home
 * page, `/blog` also on its articles, `/files` also on a file's detail page.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  const path = pathname.replace(/(\.html)?\/*$/, '') || '/';
  if (href === '/') return path === '/' || path === '/index';
  return path === href || path.startsWith(`${href}/`);
}
