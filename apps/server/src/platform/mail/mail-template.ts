import { intlTag, type TLocale } from '@app/shared/constants/locale';
import { numberFormat } from '@app/shared/domain/intl-formats';

/** A value a template interpolates; numbers are welcome (counts, hours). */
export type MailValue = string | number;

/**
 * One language's words for a mail. Texts are plain (no HTML); `{field}` inserts a data value
 * and `[label]({field})` an inline link, so translators can place links inside sentences.
 */
export type MailCopy = {
  subject: string;
  heading: string;
  /** Paragraphs before the highlighted code and the button; the first is the greeting. */
  intro: readonly string[];
  /** The main button's label; required when the template has an `action`. */
  button?: string;
  /** Paragraphs after the button. */
  outro?: readonly string[];
};

/** A mail: its data fields, its layout choices and its words in every locale. */
export type MailTemplate<F extends string = string> = {
  /** Unique; the outbox row names the template by it ('verify-email'). */
  name: string;
  fields: readonly F[];
  /** The field holding the URL the main button opens. */
  action?: F;
  /** A field shown in a highlighted box after the intro (a temporary password). */
  code?: F;
  /**
   * A field holding a list of linked entries as JSON (MailListEntry[], a digest), shown after
   * the intro. The sender writes its texts in the mail's language.
   */
  list?: F;
  /** Display text for a field in a locale, where a raw value reads badly ("1 hours"). */
  format?: Partial<Record<F, (value: MailValue, locale: TLocale) => string>>;
  copy: Record<TLocale, MailCopy>;
  /** Realistic data: every template is rendered with it in every locale by the tests. */
  example: Record<F, MailValue>;
};

/** A linked line of a mail list: a title, its link, a note under it. */
export type MailListLine = { text: string; href?: string; note?: string };
/** One entry of a mail list: a linked heading, its note, its lines and small links under them. */
export type MailListEntry = MailListLine & { items?: MailListLine[]; links?: { text: string; href: string }[] };

/**
 * Declares a template; `fields` fixes the type of `example` and of the data senders pass. A
 * module keeps its templates in `modules/<name>/mail/` and registers them with `deps.mail.register`.
 */
export function defineMailTemplate<const F extends string>(template: MailTemplate<F>): MailTemplate<F> {
  return template;
}

/** "2 hours", "2 小時", "2小时", "2 horas". */
export function formatHours(value: MailValue, locale: TLocale): string {
  return numberFormat(intlTag(locale), { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(Number(value));
}
