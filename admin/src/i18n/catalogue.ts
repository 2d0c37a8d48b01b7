/** A nested message catalogue as react-admin and polyglot take it. */
export interface Messages {
  [key: string]: string | Messages | undefined;
}

/** Every message of `messages` under its dotted key (`ra.action.save`). */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') flat.set(path, value);
    else if (value !== undefined)
      for (const [inner, text] of flattenMessages(value, `${path}.`)) flat.set(inner, text);
  }
  return flat;
}

function lookup(messages: Messages, path: readonly string[]): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A catalogue with the key set of `reference` whose texts come from `layers` (a later layer wins).
 * Keys the layers do not know are left out, never filled from `reference`; keys the reference
 * does not know are dropped.
 */
export function shapeLike(reference: Messages, layers: readonly Messages[], path: string[] = []) {
  const shaped: Messages = {};
  for (const [key, value] of Object.entries(reference)) {
    const here = [...path, key];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      const inner = shapeLike(value, layers, here);
      if (Object.keys(inner).length > 0) shaped[key] = inner;
      continue;
    }
    const texts = layers.map((layer) => lookup(layer, here)).filter((t) => t !== undefined);
    const text = texts.at(-1);
    if (text !== undefined) shaped[key] = text;
  }
  return shaped;
}

/** Deep merge of catalogues; a later one wins on the same key. */
export function mergeMessages(...catalogues: readonly Messages[]): Messages {
  const merged: Messages = {};
  for (const catalogue of catalogues) {
    for (const [key, value] of Object.entries(catalogue)) {
      if (value === undefined) continue;
      const existing = merged[key];
      merged[key] =
        typeof value === 'object' && typeof existing === 'object'
          ? mergeMessages(existing, value)
          : value;
    }
  }
  return merged;
}
