import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import { appEnglish } from './appEnglish.ts';
import { appGerman } from './appGerman.ts';
import { flattenMessages } from './catalogue.ts';
import { english } from './english.ts';
import { german, raGerman } from './german.ts';

const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
const pluralForms = (text: string) => text.split('||||').length;
const sortedKeys = (messages: Map<string, string>) => [...messages.keys()].sort();

describe('German catalogue', () => {
  const en = flattenMessages(raEnglish);
  const de = flattenMessages(raGerman);

  it('has exactly the keys of ra-language-english 5.15', () => {
    expect(en.size).toBeGreaterThan(150);
    expect(sortedKeys(de)).toEqual(sortedKeys(en));
  });

  it('has the same key set as English for the whole admin, app messages included', () => {
    expect(sortedKeys(flattenMessages(german))).toEqual(sortedKeys(flattenMessages(english)));
    expect(sortedKeys(flattenMessages(appGerman))).toEqual(sortedKeys(flattenMessages(appEnglish)));
  });

  it('keeps every placeholder and plural form of the English message', () => {
    const all = flattenMessages(english);
    for (const [key, text] of flattenMessages(german)) {
      const source = all.get(key) ?? '';
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(source),
      });
      expect({ key, forms: pluralForms(text) }).toEqual({ key, forms: pluralForms(source) });
    }
  });

  it('is translated, not copied from English', () => {
    // a text without words outside its placeholders reads the same in both languages
    const neutral = (text: string) => !/\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));
    const sameInBoth = new Set(['ra.message.details']);
    const all = flattenMessages(english);
    const copied = [...flattenMessages(german)]
      .filter(([key, text]) => !sameInBoth.has(key) && !neutral(text) && text === all.get(key))
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('writes standard German (no Swiss "ss" for "ß" from the v3 package)', () => {
    expect(de.get('ra.action.close')).toBe('Schließen');
    expect([...de.values()].filter((text) => /ausserhalb|schliessen/i.test(text))).toEqual([]);
  });
});
