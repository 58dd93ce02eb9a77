import type { AppDeps } from '../../app-deps';
import { ODataError } from './odata-error';
import { buildMetadataXml } from './reso-metadata';
import { readODataRequest, RESO_PAGE_SIZE, type ODataRequest } from './reso-odata';
import { countEntities, findEntities, type ResoEntity } from './reso-query.repo';
import { RESOURCES } from './reso-fields.repo';

/** Where the feed lives under the public address. */
export const RESO_ODATA_PATH = '/api/reso/odata/';

/** What the feed answers: JSON, the CSDL document, or a bare count. */
export type ODataAnswer = { type: 'json'; body: Record<string, unknown> } | { type: 'xml' | 'text'; body: string };

let metadata: string | undefined;

/** The service document: the entity sets (OData JSON format, section 5). */
function serviceDocument(base: string): ODataAnswer {
  return {
    type: 'json',
    body: {
      '@odata.context': `${base}$metadata`,
      value: Object.keys(RESOURCES).map((name) => ({ name, kind: 'EntitySet', url: name })),
    },
  };
}

/** The next page's address: the same query, `$skip` past this page and `$top` what is left of it. */
function nextLink(base: string, path: string, search: string, request: ODataRequest): string {
  const params = new URLSearchParams(search);
  params.set('$skip', String(request.skip + RESO_PAGE_SIZE));
  if (request.top !== undefined) params.set('$top', String(request.top - RESO_PAGE_SIZE));
  return `${base}${path}?${params.toString().replaceAll('+', '%20')}`;
}

/** A photo stored on this site has a path (`/media/…`); partners get the whole address. */
function withAbsoluteUrls(deps: AppDeps, entity: ResoEntity): ResoEntity {
  const url = entity['MediaURL'];
  return typeof url === 'string' && url.startsWith('/') ? { ...entity, MediaURL: `${deps.config.publicUrl}${url}` } : entity;
}

async function collection(deps: AppDeps, base: string, path: string, search: string, request: ODataRequest): Promise<ODataAnswer> {
  const wanted = request.top ?? Number.POSITIVE_INFINITY;
  const limit = Math.min(wanted, RESO_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    // One more than the page, to know whether another page follows.
    limit === 0 ? Promise.resolve([] as ResoEntity[]) : findEntities(deps.database.db, request, { limit: limit + 1, offset: request.skip }),
    request.count ? countEntities(deps.database.db, request) : Promise.resolve(undefined),
  ]);
  const more = rows.length > limit && wanted > RESO_PAGE_SIZE;
  const selected = request.select ? `(${request.select.join(',')})` : '';
  return {
    type: 'json',
    body: {
      '@odata.context': `${base}$metadata#${request.resource.name}${selected}`,
      ...(total !== undefined && { '@odata.count': total }),
      value: rows.slice(0, limit).map((row) => withAbsoluteUrls(deps, row)),
      ...(more && { '@odata.nextLink': nextLink(base, path, search, request) }),
    },
  };
}

/**
 * Answers a read of the RESO feed (decision 075): `path` is what follows /api/reso/odata/ (raw),
 * `search` the raw query string. Bad requests throw ODataError (400/404), never a server error.
 */
export async function answerOData(deps: AppDeps, path: string, search: string): Promise<ODataAnswer> {
  const base = `${deps.config.publicUrl}${RESO_ODATA_PATH}`;
  if (path === '') return serviceDocument(base);
  if (path === '$metadata') {
    metadata ??= buildMetadataXml();
    return { type: 'xml', body: metadata };
  }
  const request = readODataRequest(path, search);
  if (request.countOnly) return { type: 'text', body: String(await countEntities(deps.database.db, request)) };
  if (request.key === undefined) return collection(deps, base, path, search, request);
  const [entity] = await findEntities(deps.database.db, request, { limit: 1, offset: 0 });
  if (!entity) throw new ODataError(404, 'NotFound', `There is no ${request.resource.name} with the key '${request.key}'.`);
  return {
    type: 'json',
    body: { '@odata.context': `${base}$metadata#${request.resource.name}/$entity`, ...withAbsoluteUrls(deps, entity) },
  };
}
