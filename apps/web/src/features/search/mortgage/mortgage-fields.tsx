import { MORTGAGE_TERMS, type TMortgageTermId } from '@app/shared/constants/payments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../ui/field';
import { useMortgageFormat } from './use-mortgage-format';
import type { AmountBinding, MortgageInputs } from './use-mortgage-inputs';

/**
 * A box for an amount or rate: text (so "85,000" and a half-typed value are fine), the numeric
 * keyboard on phones, and the reason inline when what is typed cannot be used. `wide` gives it a
 * whole row of a tool's form.
 */
export function AmountField({
  label,
  hint,
  wide,
  value,
  error,
  max,
  onChange,
}: AmountBinding & { label: string; hint?: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('mortgage');
  const { number } = useMortgageFormat();
  const field = (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error && t(`errors.${error}`, { max: number(max) })}
    />
  );
  return wide ? <div className="xs:col-span-2">{field}</div> : field;
}

/** The loan term: 30-year or 15-year fixed (the shared MORTGAGE_TERMS). */
export function TermField({ label, value, onChange }: { label: string; value: TMortgageTermId; onChange(term: TMortgageTermId): void }) {
  const { t } = useTranslation('options');
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value as TMortgageTermId)}>
      {MORTGAGE_TERMS.map((term) => (
        <option key={term.id} value={term.id}>
          {t(`mortgageTerms.${term.id}`)}
        </option>
      ))}
    </SelectField>
  );
}

type ToolLayoutProps = {
  /** The tool's texts in the catalog: `<tool>.title`, `.form` (the form's name), `.disclaimer`, and `.intro` if asked. */
  tool: 'calculator' | 'prequal' | 'refinance';
  intro?: boolean;
  /** The form's boxes, in a two-column grid. */
  fields: ReactNode;
  /** The answer (a ResultBox), beside the form on wide screens, below it on phones. */
  result: ReactNode;
};

/**
 * A calculating tool: title, intro and form on one side, the answer and its disclaimer on the
 * other. The form never submits (Enter does nothing): the answer follows each keystroke.
 */
export function ToolLayout({ tool, intro = false, fields, result }: ToolLayoutProps) {
  const { t } = useTranslation('mortgage');
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold text-ink">{t(`${tool}.title`)}</h3>
        {intro && <p className="text-sm text-muted">{t(`${tool}.intro`)}</p>}
        <form aria-label={t(`${tool}.form`)} onSubmit={(event) => event.preventDefault()} className="grid grid-cols-1 gap-4 xs:grid-cols-2">
          {fields}
        </form>
      </div>
      <div className="flex flex-col gap-3">
        {result}
        <p className="text-xs text-muted">{t(`${tool}.disclaimer`)}</p>
      </div>
    </div>
  );
}

/** Rate, term and the monthly costs: the loan boxes the calculator and Get Pre-Qualified share. */
export function LoanFields({ inputs }: { inputs: MortgageInputs }) {
  const { t } = useTranslation('mortgage');
  return (
    <>
      <AmountField label={t('fields.rate')} {...inputs.bind('rate')} />
      <TermField label={t('fields.term')} value={inputs.fields.term} onChange={(term) => inputs.setTerm('term', term)} />
      <AmountField wide label={t('fields.costs')} hint={t('fields.costsHint')} {...inputs.bind('costs')} />
    </>
  );
}

/**
 * A tool's answer, announced politely when it changes: a title, the main figure, its lines and
 * whatever follows (an action). `note` replaces the figures while the boxes cannot give one.
 */
export function ResultBox({
  title,
  figure,
  lines,
  note,
  children,
}: {
  title: string;
  figure?: string | null | undefined;
  lines?: [string, string][];
  note?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface p-4">
      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm text-muted">{title}</p>
        {note ? (
          <p className="mt-1 text-base text-ink">{note}</p>
        ) : (
          <>
            <p className="text-3xl font-bold text-ink">{figure}</p>
            {lines && lines.length > 0 && (
              <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                {lines.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt>{term}</dt>
                    <dd className="text-right font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        )}
      </div>
      {children}
    </div>
  );
}
