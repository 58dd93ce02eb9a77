import { useId, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import type { SendFormState } from '../lib/use-send-form';
import { FormAlert } from '../../../ui/form-alert';
import { SentConfirmation } from './sent-confirmation';

/** The already translated texts around a content form's fields. */
export type SendFormTexts = {
  title: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sentBody: string;
  sendAnother: string;
};

type SendFormProps = {
  state: SendFormState;
  texts: SendFormTexts;
  /** Spacing between the fields (the survey's rating needs more room). */
  gap?: 'gap-4' | 'gap-5';
  /** A note under the submit button. */
  footnote?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a content form (heading, the server's message, submit button) that turns into
 * the sent confirmation once sent; the form itself brings only its fields.
 */
export function SendForm({ state, texts, gap = 'gap-4', footnote, children }: SendFormProps) {
  const headingId = useId();
  if (state.sent) {
    return <SentConfirmation title={texts.sentTitle} body={texts.sentBody} againLabel={texts.sendAnother} onAgain={state.sendAnother} />;
  }
  return (
    <form noValidate onSubmit={state.onSubmit} aria-labelledby={headingId} className={`flex flex-col ${gap}`}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {texts.title}
      </h2>
      {children}
      <FormAlert message={state.serverError} />
      <Button type="submit" loading={state.sending} className="self-start">
        {state.sending ? texts.sending : texts.submit}
      </Button>
      {footnote}
    </form>
  );
}
