import type { ParticipantRow } from './messaging.repo';

/** What someone may do with a conversation. */
export type ConversationAction = 'read' | 'join' | 'mark' | 'send' | 'configure' | 'open-attachment';

/**
 * Who may do what with a conversation: its participants everything, nobody else anything (not
 * even an admin: conversations are private). Services pass the caller's participant row (or
 * undefined) and refuse with 404, so a stranger never learns a conversation exists. Whether a
 * participant may send right now (a block) is the send service's call, under the row's lock.
 */
export function can(me: Pick<ParticipantRow, 'accountId'> | undefined, _action: ConversationAction): boolean {
  return me !== undefined;
}
