import type { TCompanyInformationInput, TProfessionalInformationInput } from '@app/shared/professionals/profile.schema';
import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { UNITED_STATES } from '../../../lib/forms/use-address-options';

/** Step 1 as the form holds it: every text a string ('' when empty), the date of birth typed as strings. */
export type TInformationForm = TProfessionalInformationInput;
/** Step 2 as the form holds it. */
export type TCompanyForm = TCompanyInformationInput;

/** Step 1's form, from what was saved (or empty before the first save). */
export function informationFormValues(profile: TOwnProfessionalProfile | null): TInformationForm {
  const saved = profile?.information;
  const dob = saved?.governmentId.dateOfBirth;
  return {
    // An empty choice until one is made ('Required' from the schema).
    profession: (saved?.profession ?? '') as TInformationForm['profession'],
    governmentId: {
      firstName: saved?.governmentId.firstName ?? '',
      lastName: saved?.governmentId.lastName ?? '',
      idNumber: saved?.governmentId.idNumber ?? '',
      dateOfBirth: { month: dob ? String(dob.month) : '', day: dob ? String(dob.day) : '', year: dob ? String(dob.year) : '' },
      expiration: saved?.governmentId.expiration ?? '',
    },
    professionalLicense: { number: saved?.professionalLicense.number ?? '', expiration: saved?.professionalLicense.expiration ?? '' },
    tradeMembership: saved?.tradeMembership ?? '',
    credentials: saved?.credentials ?? [],
    aboutMe: saved?.aboutMe ?? '',
    spokenLanguages: saved?.spokenLanguages ?? [],
    documents: {
      governmentId: saved?.documents.governmentId ?? [],
      professionalLicense: saved?.documents.professionalLicense ?? [],
      eoInsurance: saved?.documents.eoInsurance ?? [],
    },
  };
}

/** Step 2's form, from what was saved (the United States until a country is chosen). */
export function companyFormValues(profile: TOwnProfessionalProfile | null): TCompanyForm {
  const saved = profile?.company;
  return {
    companyName: saved?.companyName ?? '',
    website: saved?.website ?? '',
    street: saved?.street ?? '',
    apt: saved?.apt ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    postalCode: saved?.postalCode ?? '',
    country: (saved?.country ?? UNITED_STATES) as TCompanyForm['country'],
  };
}

/** Credentials typed one per line, as the schema's list (blank lines dropped). */
export function credentialsFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
