import { useEffect } from 'react';
import { setOpenConversation, setUnreadMessagesCount } from '../../../lib/notifications/unread-messages-store';
import { useMessagingEvents } from '../hooks/use-messaging-events';
import { outgoing } from '../outgoing-store';

/**
 * Mounted in the app's frame while someone is signed in: follows the messaging socket events and
 * keeps the navbar's unread count. Renders nothing; signing out clears what it held.
 */
export default function MessageNotifications() {
  useMessagingEvents();
  useEffect(
    () => () => {
      setUnreadMessagesCount(0);
      setOpenConversation(null);
      outgoing.clear();
    },
    [],
  );
  return null;
}
