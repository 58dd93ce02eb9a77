import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as z.toJSONSchema writes it into the OpenAPI document) we generate from. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** Values that have broken servers before: prototype keys, paths, SQL and markup, control and wide characters. */
const NASTY_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'toString',
  '../../../../etc/passwd',
  "'; drop table accounts; --",
  '<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  '\u202e\u0644\u0627',
  '😀'.repeat(50),
  '%00%2e%2e%2f',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
];
const NASTY_NUMBERS = [0, -0, -1, 0.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE];

/** Anything at all in a JSON body: wrong types, huge or odd strings, deep or empty structures. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ minLength: 2_000, maxLength: 6_000 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a', '$where'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

export type ArbitraryOptions = {
  /** How often a value is replaced by junk (0 = schema-valid shapes only). */
  junkWeight: number;
  /** Ids that exist, so some generated uuids name real things and calls get past the lookup. */
  uuids: readonly string[];
};

/** Repeats or cuts a string to a length range (a regex arbitrary does not take lengths). */
function fitLength(value: string, min = 0, max = Infinity): string {
  let out = value;
  while (out.length < min && out.length > 0) out += value;
  if (out.length < min) out = 'x'.repeat(min);
  return out.slice(0, max);
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  switch (schema.format) {
    case 'uuid':
      return options.uuids.length ? fc.oneof(fc.constantFrom(...options.uuids), fc.uuid()) : fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => fitLength(s, min, max));
    } catch {
      // A pattern fast-check cannot generate from: plain strings of the right length.
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 60) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : undefined);
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(schema.additionalProperties, options), { maxKeys: 3 });
  }
  const model = Object.fromEntries(properties.map(([key, value]) => [key, arbitraryFor(value, options)]));
  const requiredKeys = (schema.required ?? []).filter((key) => key in model);
  const record = fc.record(model, { requiredKeys });
  if (options.junkWeight === 0) return record;
  // Mutated objects: a required key missing, or an unexpected key added.
  return fc.oneof(
    { arbitrary: record, weight: 6 },
    {
      arbitrary: fc
        .tuple(record, fc.constantFrom(...(requiredKeys.length ? requiredKeys : ['_'])))
        .map(([value, drop]) => Object.fromEntries(Object.entries(value as object).filter(([key]) => key !== drop))),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(record, fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'ownerId', 'accountId'), junk)
        .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
      weight: 1,
    },
  );
}

/** Values for a schema; with `junkWeight` above 0, any value may instead be junk. */
export function arbitraryFor(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const valid = shapedBy(schema, options);
  return options.junkWeight > 0 ? fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: junk, weight: options.junkWeight }) : valid;
}

function shapedBy(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, options)));
  if (schema.allOf) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, options);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return fc.oneof(
    ...type.map((t): fc.Arbitrary<unknown> => {
      switch (t) {
        case 'string':
          return stringArbitrary(schema, options);
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, options)));
          return fc.array(schema.items ? arbitraryFor(schema.items, options) : junk, {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
          });
        case 'object':
          return objectArbitrary(schema, options);
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}
