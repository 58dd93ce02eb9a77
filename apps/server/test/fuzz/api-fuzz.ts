import fc from 'fast-check';
import { arbitraryFor, junk, type ArbitraryOptions, type JsonSchema } from './schema-arbitrary';

/**
 * Schema-aware fuzzing of the whole API: requests generated from the OpenAPI document the
 * server publishes (its JSON Schemas come from the routes' zod schemas), and the checks every
 * answer must pass. The transport is the caller's (app.inject in tests, HTTP in the bench).
 */

type OpenApiParameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };
type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** `vocabulary`: the document's enum and const strings, which messages may name (they are not the caller's text). */
export type Operation = {
  route: string;
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  body: JsonSchema | undefined;
  vocabulary: ReadonlySet<string>;
};
/** `carried`: the strings of 8 characters or more the caller made up, which no error message may repeat. */
export type FuzzRequest = { route: string; method: string; url: string; body: string | undefined; carried: string[] };

/** Every enum and const string of a document. */
function vocabularyOf(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const inner of node) vocabularyOf(inner, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value)) for (const option of value) if (typeof option === 'string') found.add(option);
      if (key === 'const' && typeof value === 'string') found.add(value);
      vocabularyOf(value, found);
    }
  }
  return found;
}

/** Every operation of the document, e.g. route 'PUT /api/v1/properties/{id}'. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const vocabulary = vocabularyOf(doc);
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      vocabulary,
    })),
  );
}

/** A parameter value as it travels in a URL: strings as they are, anything else as JSON (lone surrogates replaced: a URL cannot carry them). */
const asText = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );

function parametersArbitrary(parameters: OpenApiParameter[], where: 'path' | 'query', options: ArbitraryOptions) {
  const chosen = parameters.filter((p) => p.in === where);
  const model = Object.fromEntries(chosen.map((p) => [p.name, arbitraryFor(p.schema, options)]));
  return fc.record(model, {
    requiredKeys: where === 'path' ? chosen.map((p) => p.name) : chosen.filter((p) => p.required).map((p) => p.name),
  });
}

/**
 * Requests for one operation: schema-shaped values (so calls get past validation and into the
 * services), the same with some values swapped for junk or keys dropped or added, and bodies
 * that are junk altogether. Path parameters can be anything, a path segment included.
 */
export function requestArbitrary(operation: Operation, options: ArbitraryOptions): fc.Arbitrary<FuzzRequest> {
  const variants = [{ ...options, junkWeight: 0 }, options];
  return fc
    .tuple(
      fc.oneof(...variants.map((v) => parametersArbitrary(operation.parameters, 'path', v))),
      fc.oneof(...variants.map((v) => parametersArbitrary(operation.parameters, 'query', v))),
      operation.body
        ? fc.oneof(...variants.map((v) => arbitraryFor(operation.body as JsonSchema, v)), junk)
        : fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: junk, weight: 1 }),
    )
    .map(([path, query, body]) => {
      const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(asText((path as Record<string, unknown>)[name])),
      );
      const search = new URLSearchParams(
        Object.entries(query as Record<string, unknown>).map(([key, value]): [string, string] => [key, asText(value)]),
      ).toString();
      const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
      const carried = [...stringsIn([path, query, sendsBody ? body : undefined])].filter((text) => !operation.vocabulary.has(text));
      return {
        route: operation.route,
        method: operation.method,
        url: search ? `${filled}?${search}` : filled,
        body: sendsBody ? (JSON.stringify(body) ?? '{}') : undefined,
        carried,
      };
    });
}

/** `perOperation` requests for every operation, the same ones for the same seed. */
export function fuzzRequests(doc: OpenApiDocument, options: ArbitraryOptions & { seed: number; perOperation: number }): FuzzRequest[] {
  return operationsOf(doc).flatMap((operation, index) =>
    fc.sample(requestArbitrary(operation, options), { seed: options.seed + index, numRuns: options.perOperation }),
  );
}

/** The strings in a value, 8 characters or more. */
function stringsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.trim().length >= 8) found.add(value);
  } else if (value && typeof value === 'object') for (const inner of Object.values(value)) stringsIn(inner, found);
  return found;
}

export type FuzzAnswer = { status: number; contentType: string | undefined; body: string };

/**
 * What is wrong with an answer: a 5xx, an error outside the envelope
 * `{ success: false, message }`, or an error message or field message repeating the input.
 */
export function problemsWith(request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status < 400) return problems;
  let envelope: { success?: unknown; message?: unknown; fields?: Record<string, unknown> };
  try {
    envelope = JSON.parse(answer.body);
  } catch {
    return [...problems, `status ${answer.status} without a JSON body (${answer.contentType}): ${answer.body.slice(0, 120)}`];
  }
  if (envelope.success !== false || typeof envelope.message !== 'string' || !envelope.message)
    problems.push(`status ${answer.status} outside the envelope: ${answer.body.slice(0, 160)}`);
  const messages = [envelope.message, ...Object.values(envelope.fields ?? {})].filter((m): m is string => typeof m === 'string');
  for (const carried of request.carried) {
    if (messages.some((message) => message.includes(carried)))
      problems.push(`status ${answer.status} repeats the input ${JSON.stringify(carried.slice(0, 60))}`);
  }
  return problems;
}
