import type { TProfessionalReview } from '@app/shared/professionals/profile-views.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { TermList, type TTermRow } from '../../../ui/term-list';

/** What the professional filed: who they are (their government ID), the licence and credentials, and the company. */
export function ReviewDetails({ profile }: { profile: TProfessionalReview }) {
  const { t } = useTranslation('admin');
  const { t: tAccounts } = useTranslation('accounts');
  const info = profile.information;
  const company = profile.company;
  const rows: TTermRow[] = [
    [t('review.fields.account'), `${profile.account.firstName} ${profile.account.lastName} · ${profile.account.email}`],
  ];
  if (info) {
    const id = info.governmentId;
    rows.push(
      [t('review.fields.profession'), tAccounts(`professions.${info.profession}`)],
      [t('review.fields.idName'), `${id.firstName} ${id.lastName}`],
      [t('review.fields.idNumber'), id.idNumber],
      [t('review.fields.dateOfBirth'), `${id.dateOfBirth.month}/${id.dateOfBirth.day}/${id.dateOfBirth.year}`],
      [t('review.fields.idExpiration'), id.expiration],
      [t('review.fields.licenseNumber'), info.professionalLicense.number],
      [t('review.fields.licenseExpiration'), info.professionalLicense.expiration],
      [t('review.fields.tradeMembership'), info.tradeMembership || '—'],
      [t('review.fields.credentials'), info.credentials.join(', ') || '—'],
      [t('review.fields.languages'), info.spokenLanguages.map((code) => tAccounts(`languages.${code}`, { defaultValue: code })).join(', ')],
      [t('review.fields.aboutMe'), info.aboutMe || '—'],
    );
  }
  if (company) {
    const address = [company.street, company.apt, company.city, company.state, company.postalCode, company.country]
      .filter(Boolean)
      .join(', ');
    rows.push(
      [t('review.fields.company'), company.companyName],
      [t('review.fields.website'), company.website || '—'],
      [t('review.fields.address'), address],
    );
  }
  return (
    <SectionCard title={t('review.detailsTitle')}>
      <TermList rows={rows} />
    </SectionCard>
  );
}
