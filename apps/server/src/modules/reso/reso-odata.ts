import odataParser from '@balena/odata-parser';
import { badQuery, ODataError } from './odata-error';
import { normaliseFilter } from './odata-filter-text';
import { fieldOf, RESOURCES, type ResoResource } from './reso-fields.repo';

/** Most entities in one page; a larger (or no) $top is answered a page at a time with @odata.nextLink. */
export const RESO_PAGE_SIZE = 200;

/** A bound literal as the parser gives it: ['Text', 'Austin'], ['Integer', 3], ['List', [...]]... */
export type Bind = [string, unknown];
/** A node of the parser's $filter tree (shape checked where it is translated). */
export type FilterNode = unknown;

/** A request to the feed, checked against the resource's fields; what the repo turns into SQL. */
export type ODataRequest = {
  resource: ResoResource;
  /** `Property('key')`: one entity. */
  key?: string;
  /** `Property/$count`: the number alone, as text. */
  countOnly: boolean;
  filter?: { tree: FilterNode; binds: Bind[] };
  select?: string[];
  orderBy: { name: string; desc: boolean }[];
  top?: number;
  skip: number;
  count: boolean;
};

const SUPPORTED = new Set(['$filter', '$select', '$orderby', '$top', '$skip', '$count', '$format']);

type ParseResult = { tree: Record<string, unknown> & { options?: Record<string, unknown> }; binds: Bind[] };

/** Percent-encodes a decoded option value for the parser, keeping the characters its grammar reads literally. */
function forParser(value: string): string {
  return encodeURIComponent(value).replace(/%(2C|3A|2F|24|40)/g, (escape) => decodeURIComponent(escape));
}

function parse(url: string, option: string): ParseResult {
  try {
    return odataParser.parse(url, { startRule: 'ProcessRule', rule: 'OData' }) as unknown as ParseResult;
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/^Expected .* but /, '').slice(0, 200) : '';
    throw badQuery(`The ${option} could not be read${detail ? `: ${detail}` : ''}.`);
  }
}

function wholeNumber(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw badQuery(`${name} must be a whole number from 0 to 999999999.`);
  return Number(raw.trim());
}

function checkOptions(params: URLSearchParams) {
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!name.startsWith('$')) continue; // custom query options are ignored (OData 4, 5.2)
    if (!SUPPORTED.has(name)) throw badQuery(`The query option ${name} is not supported.`);
    if (seen.has(name)) throw badQuery(`The query option ${name} is given more than once.`);
    seen.add(name);
  }
  const format = params.get('$format');
  if (format !== null && format !== 'json' && !format.startsWith('application/json')) throw badQuery('Only $format=json is supported.');
}

function resourceOf(path: string): { resource: ResoResource; key?: string; countOnly: boolean } {
  const { tree, binds } = parse(`/${path}`, 'resource path');
  const resource = typeof tree.resource === 'string' ? RESOURCES[tree.resource] : undefined;
  if (!resource) throw new ODataError(404, 'NotFound', `There is no resource ${String(tree.resource)}.`);
  if (tree.property || tree.link || tree.options) throw badQuery('Only entity sets, an entity by key and /$count are supported.');
  const keyBind = (tree.key as { bind?: number } | undefined)?.bind;
  let key: string | undefined;
  if (keyBind !== undefined) {
    const [type, value] = binds[keyBind] ?? [];
    if (type !== 'Text' || typeof value !== 'string') throw badQuery(`The key of ${resource.name} is a string.`);
    key = value;
  }
  return { resource, ...(key !== undefined && { key }), countOnly: tree.count === true };
}

function checkedNames(resource: ResoResource, properties: unknown, option: string): { name: string; order?: string }[] {
  if (!Array.isArray(properties)) throw badQuery(`The ${option} could not be read.`);
  return properties.map((property: { name?: unknown; property?: unknown; order?: string }) => {
    if (typeof property.name !== 'string' || property.property || !fieldOf(resource, property.name)) {
      throw badQuery(`${resource.name} has no field ${String(property.name)} (${option}).`);
    }
    return { name: property.name, ...(property.order && { order: property.order }) };
  });
}

/** `$orderby` items without a direction get ` asc` (OData's default; the parser's is desc). */
function withDirections(orderBy: string): string {
  return orderBy
    .split(',')
    .map((item) => (/\s(asc|desc)\s*$/.test(item) ? item.trim() : `${item.trim()} asc`))
    .join(',');
}

/**
 * Reads an OData request to the feed: `path` after /api/reso/odata/ (raw) and its query string.
 * Fields are checked against the resource (only published ones); anything it cannot answer is a
 * 400 ODataError naming the option, never a server error.
 */
export function readODataRequest(path: string, search: string): ODataRequest {
  const params = new URLSearchParams(search);
  checkOptions(params);
  const target = resourceOf(path);
  const { resource } = target;
  const request: ODataRequest = { ...target, orderBy: [], skip: wholeNumber(params, '$skip') ?? 0, count: false };
  const top = wholeNumber(params, '$top');
  if (top !== undefined) request.top = top;
  const count = params.get('$count');
  if (count !== null && count !== 'true' && count !== 'false') throw badQuery('$count must be true or false.');
  request.count = count === 'true';

  const filter = params.get('$filter');
  if (filter !== null) {
    const { tree, binds } = parse(`/${resource.name}?$filter=${forParser(normaliseFilter(filter))}`, '$filter');
    request.filter = { tree: tree.options?.$filter, binds };
  }
  const select = params.get('$select');
  if (select !== null && select.trim() !== '*') {
    const { tree } = parse(`/${resource.name}?$select=${forParser(select)}`, '$select');
    const selected = (tree.options?.$select as { properties?: unknown } | undefined)?.properties;
    request.select = [...new Set(checkedNames(resource, selected, '$select').map((item) => item.name))];
  }
  const orderBy = params.get('$orderby');
  if (orderBy !== null) {
    const { tree } = parse(`/${resource.name}?$orderby=${forParser(withDirections(orderBy))}`, '$orderby');
    const items = (tree.options?.$orderby as { properties?: unknown } | undefined)?.properties;
    request.orderBy = checkedNames(resource, items, '$orderby').map((item) => ({ name: item.name, desc: item.order === 'desc' }));
    const collection = request.orderBy.find((item) => fieldOf(resource, item.name)?.type.startsWith('Collection('));
    if (collection) throw badQuery(`${collection.name} is a collection and cannot be ordered by ($orderby).`);
  }
  return request;
}
