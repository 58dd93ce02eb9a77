import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZCompanyInformation, ZProfessionalInformation } from '@app/shared/professionals/profile.schema';
import {
  ZOwnProfessionalProfile,
  ZProfessionalQueueItem,
  ZProfessionalQueueQuery,
  ZProfessionalReview,
  ZProfessionalSearchQuery,
  ZProfessionalSearchResult,
  ZPublicProfessionalProfile,
  ZPublicProfessionalQuery,
  ZRejectProfessionalRequest,
} from '@app/shared/professionals/profile-views.schema';
import { ZProfileTranslation, ZTranslatedProfileLocale } from '@app/shared/professionals/profile-translations';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { professionalRejected } from './mail/professional-rejected.template';
import { professionalVerified } from './mail/professional-verified.template';
import { publicProfile, searchProfessionals } from './directory.service';
import { directoryPageMeta, professionalPageMeta } from './professional-meta';
import { approveProfile, rejectProfile, reviewProfile, reviewQueue, submitProfile, turnOffProfile } from './profile-review.service';
import { ownProfile, saveCompany, saveInformation } from './profile-steps.service';
import { saveTranslation } from './profile-translations.service';

/**
 * Professional profiles (spec: /professional/register, /professional/edit/{id},
 * dashboard/professional/verify, DELETE account/professional/{id}) and the admin review queue.
 */
export const professionalsRoutes: AppModule = async (app, deps) => {
  deps.mail.register(professionalVerified, professionalRejected);
  // Link previews and search engines (Open Graph, JSON-LD) for the directory and the profiles.
  deps.pageMeta.register('/professional/:id', (params, locale) => professionalPageMeta(deps, params.id ?? '', locale));
  deps.pageMeta.register('/professional/:id/:zipCode', (params, locale) => professionalPageMeta(deps, params.id ?? '', locale));
  deps.pageMeta.register('/find-professional', (_params, locale) => Promise.resolve(directoryPageMeta(deps, undefined, locale)));
  deps.pageMeta.register('/find-professional/:profession', (params, locale) =>
    Promise.resolve(directoryPageMeta(deps, params.profession ?? '', locale)),
  );
  const route = routes(app, { tags: ['professionals'] });

  route({
    method: 'GET',
    url: '/api/v1/professionals/me',
    auth: 'signedIn',
    summary: "The signed-in account's professional profile and where its verification stands (null before the first step is saved)",
    data: ZOwnProfessionalProfile.nullable(),
    handler: (_request, actor) => ownProfile(deps, actor),
  });
  route({
    method: 'PUT',
    url: '/api/v1/professionals/me/information',
    auth: 'signedIn',
    summary: 'Save sign-up step 1, Your information (makes the profile on the first save)',
    body: ZProfessionalInformation,
    data: ZOwnProfessionalProfile,
    handler: (request, actor) => saveInformation(deps, actor, request.body),
  });
  route({
    method: 'PUT',
    url: '/api/v1/professionals/me/company',
    auth: 'signedIn',
    summary: 'Save sign-up step 2, Company information',
    body: ZCompanyInformation,
    data: ZOwnProfessionalProfile,
    handler: (request, actor) => saveCompany(deps, actor, request.body),
  });
  route({
    method: 'PUT',
    url: '/api/v1/professionals/me/translations/:locale',
    auth: 'signedIn',
    summary: 'About me in another language the membership plan publishes the profile in (empty removes it)',
    params: z.object({ locale: ZTranslatedProfileLocale }),
    body: ZProfileTranslation,
    data: ZOwnProfessionalProfile,
    handler: (request, actor) => saveTranslation(deps, actor, request.params.locale, request.body),
  });
  route({
    method: 'POST',
    url: '/api/v1/professionals/me/submit',
    auth: 'verified',
    summary: 'Submit the profile for verification (or resubmit it after a rejection)',
    data: ZOwnProfessionalProfile,
    handler: (_request, actor) => submitProfile(deps, actor),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/account/professional/:id',
    auth: 'signedIn',
    summary: 'Turn a professional profile off, keeping the account (the professional or an admin)',
    params: ZId,
    data: ZDone,
    handler: (request, actor) => turnOffProfile(deps, actor, request.params.id),
  });

  route({
    method: 'GET',
    url: '/api/v1/professionals/review-queue',
    auth: 'admin',
    summary: 'Profiles waiting for verification, the longest waiting first (admins)',
    querystring: ZProfessionalQueueQuery,
    data: z.array(ZProfessionalQueueItem),
    handler: (request) => reviewQueue(deps, request.query.status),
  });
  route({
    method: 'GET',
    url: '/api/v1/professionals/:id/review',
    auth: 'admin',
    summary: 'A profile with its documents and history, for review (admins)',
    params: ZId,
    data: ZProfessionalReview,
    handler: (request, actor) => reviewProfile(deps, actor, request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/professionals/:id/approve',
    auth: 'admin',
    summary: 'Verify a profile waiting for review (admins); the professional is mailed',
    params: ZId,
    data: ZProfessionalReview,
    handler: (request, actor) => approveProfile(deps, actor, request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/professionals/:id/reject',
    auth: 'admin',
    summary: 'Reject a profile waiting for review with the reason the professional reads (admins); the professional is mailed',
    params: ZId,
    body: ZRejectProfessionalRequest,
    data: ZProfessionalReview,
    handler: (request, actor) => rejectProfile(deps, actor, request.params.id, request.body.reason),
  });

  route({
    method: 'GET',
    url: '/api/v1/searchProfessional',
    auth: 'visitor',
    summary: 'The professional directory: verified members by profession, postal code or place, spoken language; paged',
    querystring: ZProfessionalSearchQuery,
    data: ZProfessionalSearchResult,
    handler: (request) => searchProfessionals(deps, request.query),
  });
  route({
    method: 'GET',
    url: '/api/v1/professionals/:id',
    auth: 'visitor',
    summary: "A listed professional's public profile; with zipCode, whether they serve it ('Outside of service area')",
    params: ZId,
    querystring: ZPublicProfessionalQuery,
    data: ZPublicProfessionalProfile,
    handler: (request, actor) => publicProfile(deps, request.params.id, request.query, actor),
  });
};
