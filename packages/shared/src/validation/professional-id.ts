import { z } from 'zod';
import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES, type MessageKey } from '../messages/messages';
import { isCalendarDate } from './dates';
import { ifNoEarlierError, maxLengthMessage, requiredText } from './text';

/** The earliest birth year accepted. */
export const DOB_MIN_YEAR = 1900;

// Names as printed on an ID may have spaces, hyphens, apostrophes and periods.
const ID_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

const idName = (message: string) =>
  requiredText(message).max(FIELD_LIMITS.nameMax, ifNoEarlierError(message)).regex(ID_NAME_PATTERN, ifNoEarlierError(message));

export type TDateOfBirthParts = { month: string; day: string; year: string };
export type TDateOfBirthIssue = { messageKey: MessageKey; path: ('month' | 'day' | 'year')[] };

const WHOLE_NUMBER = /^\d+$/;

/**
 * The first problem with a date of birth typed as month, day and year, or undefined if it is a
 * real date not after `now` (UTC): 'Month/Day/Year is required', 'Enter a valid month',
 * 'Enter a valid year', 'Enter a valid date', then 'Enter a valid Date of Birth'.
 */
export function dateOfBirthIssue(parts: TDateOfBirthParts, now: Date): TDateOfBirthIssue | undefined {
  const month = parts.month.trim();
  const day = parts.day.trim();
  const year = parts.year.trim();
  if (month === '' || day === '' || year === '') return { messageKey: 'monthDayYearRequired', path: [] };
  const m = Number(month);
  if (!WHOLE_NUMBER.test(month) || m < 1 || m > 12) return { messageKey: 'enterValidMonth', path: ['month'] };
  const y = Number(year);
  if (!/^\d{4}$/.test(year) || y < DOB_MIN_YEAR || y > now.getUTCFullYear()) {
    return { messageKey: 'enterValidYear', path: ['year'] };
  }
  const d = Number(day);
  if (!WHOLE_NUMBER.test(day) || !isCalendarDate(y, m, d)) return { messageKey: 'enterValidDate', path: ['day'] };
  if (Date.UTC(y, m - 1, d) > now.getTime()) return { messageKey: 'enterValidDateOfBirth', path: [] };
  return undefined;
}

// Selects give strings, a JSON client may send numbers; missing parts become '' (required).
const dobPart = z
  .union([z.string(), z.number()], MESSAGES.monthDayYearRequired)
  .optional()
  .transform((value) => (value === undefined ? '' : String(value)));

/** A date of birth as month, day, year (checked against the date when parsed), output as numbers. */
export const ZDateOfBirth = z
  .object({ month: dobPart, day: dobPart, year: dobPart })
  .superRefine((parts, ctx) => {
    const issue = dateOfBirthIssue(parts, new Date());
    if (issue) ctx.addIssue({ code: 'custom', message: MESSAGES[issue.messageKey], path: issue.path });
  })
  .transform((parts) => ({ month: Number(parts.month), day: Number(parts.day), year: Number(parts.year) }));

/** The professional ID form: names as on the ID, the ID number, and the date of birth. */
export const ZProfessionalId = z.object({
  firstName: idName(MESSAGES.enterValidFirstName),
  lastName: idName(MESSAGES.enterValidLastName),
  idNumber: requiredText()
    .max(FIELD_LIMITS.idNumberMax, ifNoEarlierError(maxLengthMessage(FIELD_LIMITS.idNumberMax)))
    .regex(/^[A-Za-z0-9-]+$/, ifNoEarlierError(MESSAGES.invalidInput)),
  dateOfBirth: ZDateOfBirth,
});
export type TProfessionalId = z.infer<typeof ZProfessionalId>;
