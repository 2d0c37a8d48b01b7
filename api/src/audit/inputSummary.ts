// What an audit entry keeps of a request's input: enough to tell what was done, never a secret,
// file bytes or a long text (docs/audit.md).

/** Keys whose values are secrets wherever they appear. */
const SECRET_KEY = /pass(word)?|secret|token|authori[sz]ation|credential|api[-_]?key|cookie/i;
const MAX_TEXT = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;
/** Above this many characters of JSON only the top level's keys are kept. */
const MAX_JSON = 4000;

function summariseText(text: string): string {
  // data: URLs carry files (an author's logo): keep their type and size only.
  const dataUrl = /^data:([^;,]*)[;,]/.exec(text);
  if (dataUrl) return `[data: ${dataUrl[1] || 'unknown type'}, ${text.length} characters]`;
  if (text.length <= MAX_TEXT) return text;
  return `${text.slice(0, MAX_TEXT)}… (${text.length} characters)`;
}

function summariseValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return summariseText(value);
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => summariseValue(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… ${value.length - MAX_ITEMS} more`);
    return items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) ? '[redacted]' : summariseValue(inner, depth + 1);
    }
    return out;
  }
  return undefined;
}

/**
 * A safe summary of a request body for the audit trail: secrets redacted by key name, data: URLs
 * and bytes reduced to their size, texts cut at 200 characters, lists at 20 items, four levels
 * deep; a summary still longer than 4,000 characters of JSON keeps only the top level's keys.
 * A multipart body (files) is named, not read.
 * @returns a JSON-able value, or null when there was no body
 */
export function inputSummary(body: unknown, contentType: string | undefined): unknown {
  if (contentType?.startsWith('multipart/')) return { multipart: true };
  if (body === undefined || body === null) return null;
  const summary = summariseValue(body, 0) ?? null;
  if (JSON.stringify(summary).length <= MAX_JSON) return summary;
  if (summary && typeof summary === 'object' && !Array.isArray(summary)) {
    return { keys: Object.keys(summary), truncated: true };
  }
  return { truncated: true };
}
