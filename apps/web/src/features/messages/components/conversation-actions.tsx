import type { TConversation, TUpdateConversationRequest } from '@app/shared/messaging/messaging.schema';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useUpdateConversation } from '../api/update-conversation';

type Toggle = {
  key: 'star' | 'archive' | 'mute' | 'block';
  on: boolean;
  change(on: boolean): Omit<TUpdateConversationRequest, 'conversationID'>;
};

/** The viewer's own star, archive, mute and block of a conversation; blocking asks first. */
export function ConversationActions({ conversation }: { conversation: TConversation }) {
  const { t } = useTranslation('messaging');
  const translate = useTranslateMessage();
  const update = useUpdateConversation();
  const me = conversation.user;
  const name = conversation.otherUser?.name ?? t('list.formerMember');

  const toggles: Toggle[] = [
    { key: 'star', on: conversation.starred, change: (on) => ({ starredBoolean: on }) },
    { key: 'archive', on: conversation.archived, change: (on) => ({ archivedBoolean: on }) },
    { key: 'mute', on: conversation.muted, change: (on) => ({ mutedBoolean: on, mutedByArray: on ? [me] : [] }) },
    { key: 'block', on: conversation.blocked, change: (on) => ({ blockedBoolean: on, blockedBy: on ? [me] : [] }) },
  ];

  const run = async ({ key, on, change }: Toggle) => {
    try {
      await update.mutateAsync({ conversationID: conversation._id, ...change(!on) });
      snackbar.success(t(`actions.${key}.${on ? 'offDone' : 'onDone'}`, { name }));
    } catch (error) {
      snackbar.error(translate(error instanceof Error ? error.message : undefined));
    }
  };

  const choose = (toggle: Toggle) => {
    if (toggle.key !== 'block' || toggle.on) return void run(toggle);
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title: t('actions.block.confirmTitle', { name }),
        body: t('actions.block.confirmBody', { name }),
        confirmLabel: t('actions.block.on'),
        onConfirm: () => run(toggle),
      },
    });
  };

  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('actions.label')}>
      {toggles.map((toggle) => (
        <li key={toggle.key}>
          <button
            type="button"
            aria-pressed={toggle.key === 'block' ? undefined : toggle.on}
            disabled={update.isPending}
            onClick={() => choose(toggle)}
            className={`min-h-11 rounded-lg border px-3 text-sm font-semibold disabled:opacity-60 ${toggle.on ? 'border-primary bg-primary-light text-primary-dark' : 'border-line bg-white text-ink hover:bg-surface'}`}
          >
            {t(`actions.${toggle.key}.${toggle.on ? 'off' : 'on'}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
