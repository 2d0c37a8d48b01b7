/**
 * The checks ajv leaves open (docs/decisions.md, "Numbers in requests"). Its coercion turns the
 * query text "1e309" into Infinity, which then skips minimum and maximum, and "0x10" into 16; in
 * a JSON body it turns "5" into 5, true into 1 and null into 0. So a query or path number must be
 * spelled as JSON spells it and fit a double, and a JSON body must bring the declared types itself.
 * And no text may hold a NUL character, which Postgres cannot store.
 */

/** The keywords of a request schema these checks read. */
export interface InputSchema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, InputSchema>>;
  items?: InputSchema;
  additionalProperties?: boolean | InputSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
}

/** A value the api refuses: where it is (`/limit`, `/ids/3`) and what it must be. */
export interface InputProblem {
  field: string;
  message: string;
}

const INTEGER_TEXT = /^-?(0|[1-9]\d*)$/;
const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

const typesOf = (s: InputSchema): readonly string[] =>
  s.type === undefined ? [] : typeof s.type === 'string' ? [s.type] : s.type;
const isNumeric = (s: InputSchema) => typesOf(s).some((t) => t === 'integer' || t === 'number');
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why the number written as `text` is not the `value` JavaScript reads, or null when it is. */
export function unrepresentable(text: string, value: number): string | null {
  if (!Number.isFinite(value)) return 'too large to be represented';
  const digits = text.split(/[eE]/)[0] ?? '';
  if (value === 0 && /[1-9]/.test(digits)) return 'too close to 0 to be represented';
  return null;
}

function range(s: InputSchema): string {
  const kind = typesOf(s).includes('integer') ? 'a whole number' : 'a number';
  const { minimum: min, maximum: max, exclusiveMinimum: above, exclusiveMaximum: below } = s;
  const bounds =
    min !== undefined && max !== undefined
      ? [`from ${min} to ${max}`]
      : [
          min === undefined ? '' : `at least ${min}`,
          above === undefined ? '' : `above ${above}`,
          max === undefined ? '' : `at most ${max}`,
          below === undefined ? '' : `below ${below}`,
        ].filter(Boolean);
  return [kind, bounds.join(' and ')].filter(Boolean).join(' ');
}

const NAMES: Record<string, string> = {
  boolean: 'true or false',
  string: 'a string',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

function expected(s: InputSchema): string {
  const others = typesOf(s).filter((t) => t !== 'integer' && t !== 'number');
  return [...(isNumeric(s) ? [range(s)] : []), ...others.map((t) => NAMES[t] ?? t)].join(' or ');
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

// The instants the api writes as four-digit years in UTC (Date.UTC would read the year 1 as 1901).
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Why a date-time of a request cannot be used: one that names no instant, or one outside the
 * years 1–9999 (Postgres has no year 0 and the api writes four-digit years).
 */
export function dateTimeProblem(text: string): string | null {
  const time = Date.parse(text);
  if (Number.isFinite(time) && time >= EARLIEST && time <= LATEST) return null;
  return `must be a date-time from the year 1 to 9999 such as 2026-11-01T00:00:00Z, got ${shown(text)}`;
}

const formatProblem = (schema: InputSchema | undefined, value: unknown) =>
  schema?.format === 'date-time' && typeof value === 'string' ? dateTimeProblem(value) : null;

/** Why a string of a request cannot be kept: Postgres text holds no NUL character. */
export const nulProblem = (text: string) =>
  text.includes('\u0000') ? 'must not contain the NUL character (\\u0000)' : null;

function numberTextProblem(text: string, schema: InputSchema): string | null {
  const pattern = typesOf(schema).includes('integer') ? INTEGER_TEXT : NUMBER_TEXT;
  if (pattern.test(text) && !unrepresentable(text, Number(text))) return null;
  return `must be ${range(schema)}, got ${shown(text)}`;
}

/**
 * The first value of a query string, path or headers that is no number where the schema says
 * number, or holds a NUL character, if any.
 */
export function textProblem(schema: InputSchema, values: unknown): InputProblem | null {
  if (!isObject(values)) return null;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const numeric = isNumeric(property) ? property : property.items;
    for (const text of [values[name]].flat()) {
      if (typeof text !== 'string') continue;
      const problem =
        nulProblem(text) ??
        formatProblem(property, text) ??
        (numeric && isNumeric(numeric) ? numberTextProblem(text, numeric) : null);
      if (problem) return { field: `/${name}`, message: problem };
    }
  }
  return null;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'null') return value === null;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isObject(value);
  return typeof value === type;
}

/** The first value of a JSON body whose type the schema does not declare, if any. */
export function typeProblem(schema: InputSchema, value: unknown, field = ''): InputProblem | null {
  if (value === undefined) return null;
  const types = typesOf(schema);
  if (types.length > 0 && !types.some((t) => hasType(value, t)))
    return { field, message: `must be ${expected(schema)}, got ${shown(value)}` };
  const format = formatProblem(schema, value);
  if (format) return { field, message: format };
  const children: Array<[string, unknown, InputSchema | undefined]> = [];
  if (Array.isArray(value)) value.forEach((v, i) => children.push([`${i}`, v, schema.items]));
  if (isObject(value)) {
    const rest =
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    for (const [k, v] of Object.entries(value))
      children.push([k, v, schema.properties?.[k] ?? rest]);
  }
  for (const [key, child, childSchema] of children) {
    const problem = childSchema ? typeProblem(childSchema, child, `${field}/${key}`) : null;
    if (problem) return problem;
  }
  return null;
}

/** Where a schema declares a number without a lower and an upper bound. */
export function unboundedNumbers(schema: InputSchema, field = ''): string[] {
  const bounded =
    (schema.minimum ?? schema.exclusiveMinimum) !== undefined &&
    (schema.maximum ?? schema.exclusiveMaximum) !== undefined;
  const own = isNumeric(schema) && !bounded ? [field || '/'] : [];
  const children = Object.entries(schema.properties ?? {}).map(
    ([k, s]) => [`${field}/${k}`, s] as const,
  );
  if (schema.items) children.push([`${field}/items`, schema.items]);
  if (typeof schema.additionalProperties === 'object')
    children.push([`${field}/*`, schema.additionalProperties]);
  return [...own, ...children.flatMap(([f, s]) => unboundedNumbers(s, f))];
}
