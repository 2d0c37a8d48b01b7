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

  it('says one file or several in the quota dialog', async () => {
    const usage = (language: 'en' | 'de', files: number) =>
      createI18nProvider(language, english).translate('app.ops.analytics.quota.usage', {
        bytes: '2.3 KB',
        files: String(files),
        smart_count: files,
      });
    expect(usage('en', 1)).toMatch(/^Uses 2.3 KB in 1 file\. /);
    expect(usage('en', 3)).toMatch(/^Uses 2.3 KB in 3 files\. /);
    const german = createI18nProvider('de', await loadMessages('de'));
    const inGerman = (files: number) =>
      german.translate('app.ops.analytics.quota.usage', {
        bytes: '2,3 KB',
        files: String(files),
        smart_count: files,
      });
    expect(inGerman(1)).toMatch(/^Belegt 2,3 KB in 1 Datei\. /);
    expect(inGerman(0)).toMatch(/^Belegt 2,3 KB in 0 Dateien\. /);
  });

  it('offers English and German', () => {
    expect(LOCALES.map((entry) => entry.locale)).toEqual(['en', 'de']);
  });
});
