import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages, LOCALES } from './i18nProvider.ts';
import { english } from './english.ts';

describe('i18nProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts in the given language', async () => {
    const provider = createI18nProvider('de', await loadMessages('de'));
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
    expect(provider.translate('app.menu.database')).toBe('Datenbank');
    expect(provider.translate('resources.campaigns.name', { smart_count: 2 })).toBe('Kampagnen');
  });

  it('falls back to English for a message the language lacks, without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const provider = createI18nProvider('de', { ra: { action: { save: 'Speichern' } } });
    expect(provider.translate('ra.action.save')).toBe('Speichern');
    expect(provider.translate('ra.action.cancel')).toBe('Cancel');
    expect(provider.translate('ra.page.create', { name: 'Kampagne' })).toBe('Create Kampagne');
    expect(provider.translate('no.such.key')).toBe('no.such.key');
    expect(warn).not.toHaveBeenCalled();
  });

  it('switches language, loading the other catalogue', async () => {
    const provider = createI18nProvider('en', english);
    expect(provider.translate('app.menu.events')).toBe('Events');
    await provider.changeLocale('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('app.menu.events')).toBe('Ereignisse');
    await provider.changeLocale('en');
    expect(provider.translate('app.menu.events')).toBe('Events');
  });

  it('offers English and German', () => {
    expect(LOCALES.map((entry) => entry.locale)).toEqual(['en', 'de']);
  });
});
