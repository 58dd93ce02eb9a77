import type { TLocale } from '@app/shared/constants/locale';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { Job } from '../../platform/jobs/jobs';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { localeOf } from './conversation-views';
import { isOnline } from './message-effects';
import { findDigestCandidates, findMessagesFromOthers, markDigested } from './messaging.repo';
import { MESSAGE_DIGEST_LABELS, messageDigest } from './mail/message-digest.template';

/** At most one digest per person per conversation in this long. */
export const DIGEST_EVERY_MS = 15 * 60_000;
/** A message waits this long before it is mailed (an app reconnecting after a reload reads it first). */
export const DIGEST_GRACE_MS = 60_000;
const DIGEST_JOB = 'messaging-digest';
/** Messages shown in one digest (the newest); the count says how many there are. */
const DIGEST_MESSAGES = 5;
const MAX_DIGESTS_PER_RUN = 200;
const EXCERPT = 300;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** The messages of a digest in the reader's language: the translation when there is one (marked), else the original. */
function digestLines(rows: Awaited<ReturnType<typeof findMessagesFromOthers>>, locale: TLocale) {
  const labels = MESSAGE_DIGEST_LABELS[locale];
  return rows.map(({ message }) => {
    const translated = message.translations[locale];
    const text = translated ?? message.body;
    return {
      text: text ? excerpt(text) : labels.attachments,
      ...(translated ? { note: labels.translated } : message.attachments.length > 0 && text ? { note: labels.attachments } : {}),
    };
  });
}

/**
 * Mails people who are not connected (no socket on any node) the new messages of each of their
 * conversations: in their language, never for a muted conversation, at most one every 15 minutes
 * per conversation, with a link back to it.
 */
async function sendDigests(deps: AppDeps, tx: Tx): Promise<void> {
  const candidates = await findDigestCandidates(tx, { graceMs: DIGEST_GRACE_MS, everyMs: DIGEST_EVERY_MS, limit: MAX_DIGESTS_PER_RUN });
  for (const candidate of candidates) {
    if (await isOnline(deps, candidate.accountId)) continue;
    const locale = localeOf(candidate.locale);
    const messages = await findMessagesFromOthers(tx, candidate.conversationId, candidate.accountId, candidate.fromSeq, 100);
    const shown = messages.slice(-DIGEST_MESSAGES);
    const sender = shown.at(-1);
    if (!sender) continue;
    await enqueueMail(tx, {
      to: candidate.email,
      locale,
      template: messageDigest,
      data: {
        firstName: candidate.firstName,
        senderName: `${sender.firstName} ${sender.lastName}`.trim(),
        count: messages.length,
        messages: JSON.stringify(digestLines(shown, locale)),
        link: `${deps.config.publicUrl}/dashboard/messages?conversation=${candidate.conversationId}`,
      },
    });
    await markDigested(tx, candidate.conversationId, candidate.accountId, candidate.lastSeq);
  }
}

/** The digest sweep, every minute on whichever node takes it. */
export function messageDigestJob(deps: AppDeps): Job {
  return {
    name: DIGEST_JOB,
    everyMs: 60_000,
    run: async (tx) => {
      await sendDigests(deps, tx);
      return async () => deps.outbox.kick();
    },
  };
}

export { DIGEST_JOB };
