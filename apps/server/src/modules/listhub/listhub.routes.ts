import { Readable } from 'node:stream';
import { z } from 'zod';
import { ZListhubFileParam, ZListhubImportFromFile, ZListhubImportSummary, ZListhubReport } from '@app/shared/listhub/listhub.schema';
import type { AppModule } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { routes } from '../../platform/http/route';
import { listhubFeedJob } from './listhub.jobs';
import { importFeed, importReport, LISTHUB_IMPORT_TOPIC, recentImports, reimportFile, runImport } from './listhub-import.service';
import { LISTHUB_PHOTOS_TOPIC } from './listhub-record.service';
import { listhubPhotosHandler } from './listhub-photos';

const XML_TYPES = ['application/xml', 'text/xml'];
const ZImportQuery = z.object({ full: z.enum(['true', 'false']).optional() });
const ZImportJob = z.object({ importId: z.uuid() });

/**
 * ListHub feed imports (decision 068): an admin uploads a feed (or imports a stored one again),
 * the import runs in the background a chunk at a time, and its report is read by file name.
 */
export const listhubRoutes: AppModule = async (app, deps) => {
  const log = app.log.child({ component: 'listhub' });
  // The feed's bytes reach the handler as a stream, stored as they arrive (never held in memory).
  app.addContentTypeParser(XML_TYPES, (_request, payload, done) => done(null, payload));
  deps.outbox.register(LISTHUB_IMPORT_TOPIC, async (payload) => {
    await runImport(deps, ZImportJob.parse(payload).importId);
  });
  deps.outbox.register(LISTHUB_PHOTOS_TOPIC, listhubPhotosHandler(deps, log));
  if (deps.config.listhub.feedUrl) deps.jobs.add(listhubFeedJob(deps, deps.config.listhub.feedUrl, deps.config.listhub.everyMs, log));

  const route = routes(app, { tags: ['listhub'] });
  route({
    method: 'POST',
    url: '/api/v1/listhub/imports',
    auth: 'admin',
    summary: 'Import a ListHub XML feed sent as the body (application/xml); ?full=false for a partial feed that expires nothing (admins)',
    querystring: ZImportQuery,
    data: ZListhubReport,
    status: 201,
    handler: async (request, actor) => {
      if (!(request.body instanceof Readable)) {
        throw new AppError('LISTHUB_FEED_INVALID', { params: { detail: 'send the XML file as application/xml' } });
      }
      return importFeed(deps, { accountId: actor.accountId, email: actor.email }, request.body, request.query.full !== 'false');
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/listhub/imports/from-file',
    auth: 'admin',
    summary: 'Import again a feed file an earlier import stored, by its file name (admins)',
    body: ZListhubImportFromFile,
    data: ZListhubReport,
    status: 201,
    handler: (request, actor) =>
      reimportFile(deps, { accountId: actor.accountId, email: actor.email }, request.body.file, request.body.full),
  });
  route({
    method: 'GET',
    url: '/api/v1/listhub/imports',
    auth: 'admin',
    summary: 'The latest 20 imports, newest first, with their progress and counts (admins)',
    data: z.array(ZListhubImportSummary),
    handler: () => recentImports(deps),
  });
  route({
    method: 'GET',
    url: '/api/v1/listhub/imports/:file',
    auth: 'admin',
    summary: "An import's progress and report: counts and every rejected record with its reason (admins)",
    params: ZListhubFileParam,
    data: ZListhubReport,
    handler: (request) => importReport(deps, request.params.file),
  });
};
