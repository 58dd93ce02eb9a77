import type { TProfileTranslation, TTranslatedProfileLocale } from '@app/shared/professionals/profile-translations';
import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { activeMembership } from '../memberships/index';
import { profileView } from './profile-view';
import { lockProfile, updateProfileRow } from './professionals.repo';

/**
 * PUT /professionals/me/translations/{locale}: About me in another language (decision 065). Only in
 * a language the running plan publishes (Basic: Traditional Chinese; higher plans also Simplified
 * Chinese and Spanish): otherwise nothing is stored. An empty text removes the translation. Like
 * About me in step 1, it is not reviewed, so a verified profile stays verified.
 */
export async function saveTranslation(
  deps: AppDeps,
  actor: AccountActor,
  locale: TTranslatedProfileLocale,
  translation: TProfileTranslation,
): Promise<TOwnProfessionalProfile> {
  const saved = await deps.database.db.transaction(async (tx) => {
    const row = await lockProfile(tx, actor.accountId);
    if (!row?.information) throw new AppError('PROFESSIONAL_PROFILE_INCOMPLETE');
    const membership = await activeMembership(tx, actor.accountId);
    if (!membership) throw new AppError('MEMBERSHIP_REQUIRED');
    if (!membership.translationLocales.includes(locale)) throw new AppError('TRANSLATION_NOT_IN_PLAN');
    const { [locale]: _previous, ...others } = row.translations;
    const translations = translation.aboutMe ? { ...others, [locale]: { aboutMe: translation.aboutMe } } : others;
    return updateProfileRow(tx, row.id, { translations });
  });
  return profileView(deps, saved, 'owner');
}
