import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import { emitSocket } from '../../../lib/socket/socket';
import { dispatchSocketConnect, dispatchSocketEvent } from '../../../lib/socket/socket-events';
import { ANA, BO, buildConversation, buildMessage, conversationId, LISTING_ID, ME } from '../messages.fixture';
import { outgoing } from '../outgoing-store';
import { emitted, renderMessages } from '../test-helpers';

vi.mock('../../../lib/socket/socket', () => ({
  connectSocket: vi.fn<() => void>(),
  disconnectSocket: vi.fn<() => void>(),
  emitSocket: vi.fn<(name: string, payload: unknown, ack?: (reply: unknown) => void) => void>(),
}));
const emit = vi.mocked(emitSocket);

const list = (conversations: unknown[], unreadTotal = 0) => ({ data: { conversations, nextCursor: null, unreadTotal } });
const page = (messages: unknown[], hasMore = false) => ({ data: { messages, hasMore } });
const log = () => screen.getByRole('log');
const messagesLink = () => within(screen.getByRole('navigation')).getByRole('link', { name: /^Messages/ });

/** GET list and GET one conversation's messages for conversation 1 with Ana, plus what the test adds. */
function routesFor(conversations: ReturnType<typeof buildConversation>[], messages: unknown[], more: StubRoutes = {}): StubRoutes {
  const routes: StubRoutes = { 'GET /messages/conversations': list(conversations) };
  for (const c of conversations) {
    routes[`GET /messages/conversations/${c._id}`] = { data: c };
    routes[`GET /messages/conversations/${c._id}/messages`] = page(messages);
  }
  return { ...routes, ...more };
}

beforeEach(() => {
  resetStores();
  emit.mockReset();
  outgoing.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Messages: the conversation list', () => {
  it('makes the first conversation with two or more participants current, and the tabs ask the server for their own conversations', async () => {
    const alone = buildConversation(9, ANA, { participants: [{ _id: ME, name: 'Me', locale: 'en-us' }], otherUser: null });
    const withAna = buildConversation(1, ANA);
    const withBo = buildConversation(2, BO, { starred: true });
    const fetchMock = stubApi({
      ...routesFor([alone, withAna, withBo], []),
      'GET /messages/conversations': (_body, url) =>
        url.searchParams.get('tab') === 'starred' ? list([withBo]) : list([alone, withAna, withBo]),
    });
    await renderMessages();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Lopez' })).toBeInTheDocument();
    const conversations = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');
    expect(conversations().map((b) => b.textContent)).toEqual([
      expect.stringContaining('Former member'),
      expect.stringContaining('Ana Lopez'),
      expect.stringContaining('Bo Chen'),
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Starred' }));
    await waitFor(() => expect(conversations()).toHaveLength(1));
    expect(conversations()[0]).toHaveTextContent('Bo Chen');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('tab=starred'))).toBe(true);

    // Picking a conversation opens it and takes the focus to its name.
    await userEvent.click(conversations()[0]!);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Bo Chen' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('searches within conversations', async () => {
    const withAna = buildConversation(1, ANA);
    const fetchMock = stubApi(routesFor([withAna], []));
    await renderMessages();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search conversations' }), 'garden');
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('q=garden'))).toBe(true));
  });

  it('shows the unread count in the navbar and brings it down when the conversation is opened (PUT messages with readBoolean)', async () => {
    const unreadOne = buildMessage(1, 1, { read: false, status: 'delivered' });
    const unreadTwo = buildMessage(1, 2, { read: false, status: 'delivered' });
    const withAna = buildConversation(1, ANA, { unread: 2, lastSeq: 2, lastMessage: unreadTwo });
    const fetchMock = stubApi(
      routesFor([withAna], [unreadOne, unreadTwo], {
        'PUT /messages': { data: { conversation: withAna._id, unread: 0, unreadTotal: 1 } },
      }),
    );
    await renderMessages();
    act(() => dispatchSocketEvent('setMyConversations', { conversations: [withAna], unreadTotal: 3 }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /messages')).toBe(1));
    expect(bodyOf(fetchMock, 'PUT /messages')).toEqual({ messageID: unreadTwo._id, readBoolean: true });
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages, 1 unread'));
  });
});

describe('Messages: a conversation', () => {
  it('sends with Enter, keeps a message that failed with "Failed to send. Click to try again", and resends it with the same clientId', async () => {
    const withAna = buildConversation(1, ANA);
    const sent: Array<{ clientId: string; body: string }> = [];
    let fail = true;
    stubApi(
      routesFor([withAna], [], {
        [`POST /messages/conversations/${withAna._id}/messages`]: (body) => {
          const request = body as { clientId: string; body: string };
          sent.push(request);
          if (fail) return { status: 500, message: 'An error has occured' };
          return { data: { message: buildMessage(1, 1, { author: ME, body: request.body, clientId: request.clientId, status: 'sent' }) } };
        },
      }),
    );
    await renderMessages();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is the garden south-facing?{Shift>}{Enter}{/Shift}Thanks');
    expect(box).toHaveValue('Is the garden south-facing?\nThanks');
    await userEvent.type(box, '{Enter}');
    expect(box).toHaveValue('');

    const retry = await within(log()).findByRole('button', { name: 'Failed to send. Click to try again' });
    expect(log()).toHaveTextContent('Is the garden south-facing?');
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(within(log()).getByText('Sent')).toBeInTheDocument());
    expect(within(log()).queryByRole('button', { name: 'Failed to send. Click to try again' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ ...sent[0], attachmentIds: [] });
    expect(log()).toHaveTextContent('Is the garden south-facing?');
  });

  it('says why a refused message failed when the server says more (deliveryError), keeping the text', async () => {
    const withAna = buildConversation(1, ANA);
    stubApi(
      routesFor([withAna], [], {
        [`POST /messages/conversations/${withAna._id}/messages`]: () => ({
          status: 403,
          message: "Messages can't be sent in this conversation.",
        }),
      }),
    );
    await renderMessages();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await within(log()).findByText("Messages can't be sent in this conversation.")).toBeInTheDocument();
    expect(within(log()).getByRole('button', { name: 'Failed to send. Click to try again' })).toBeInTheDocument();
    expect(log()).toHaveTextContent('Hello');
  });

  it('shows a message in the reader’s language labelled "Translated", with the original one tap away', async () => {
    const withAna = buildConversation(1, ANA);
    const spanish = buildMessage(1, 1, { body: '¿Tiene jardín?', language: 'es', translations: { 'en-us': 'Does it have a garden?' } });
    const untranslated = buildMessage(1, 2, { body: 'Gracias', language: 'es' });
    stubApi(routesFor([withAna], [spanish, untranslated]));
    await renderMessages();
    expect(await within(await screen.findByRole('log')).findByText('Does it have a garden?')).toBeInTheDocument();
    expect(within(log()).getByText('Translated')).toBeInTheDocument();
    expect(within(log()).getByText('Gracias')).toBeInTheDocument();
    // Only the translated message offers its original: none for one without a translation.
    expect(within(log()).getAllByRole('button', { name: 'Show original' })).toHaveLength(1);

    await userEvent.click(within(log()).getByRole('button', { name: 'Show original' }));
    expect(within(log()).getByText('¿Tiene jardín?')).toBeInTheDocument();
    expect(within(log()).queryByText('Does it have a garden?')).not.toBeInTheDocument();
    expect(within(log()).queryByText('Translated')).not.toBeInTheDocument();
    await userEvent.click(within(log()).getByRole('button', { name: 'Show translation' }));
    expect(within(log()).getByText('Does it have a garden?')).toBeInTheDocument();
  });

  it('is live: a new message, its translation, and the ticks of the reader’s own messages arrive on the socket', async () => {
    const withAna = buildConversation(1, ANA, { lastSeq: 1 });
    const mine = buildMessage(1, 1, { author: ME, body: 'Hi Ana', status: 'sent' });
    stubApi(routesFor([withAna], [mine], { 'PUT /messages': { data: { conversation: withAna._id, unread: 0, unreadTotal: 0 } } }));
    await renderMessages();
    await within(await screen.findByRole('log')).findByText('Sent');
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');

    act(() => dispatchSocketEvent('messageDelivered', { conversation: withAna._id, status: 'delivered', upToSeq: 1 }));
    expect(await within(log()).findByText('Delivered')).toBeInTheDocument();
    const reply = buildMessage(1, 2, { body: 'Hola, ¿qué tal?', language: 'es', read: false, status: 'delivered' });
    act(() => dispatchSocketEvent('incomingMessage', reply));
    expect(await within(log()).findByText('Hola, ¿qué tal?')).toBeInTheDocument();
    act(() =>
      dispatchSocketEvent('messageTranslated', {
        messageId: reply._id,
        conversation: withAna._id,
        locale: 'en-us',
        body: 'Hi, how are you?',
      }),
    );
    expect(await within(log()).findByText('Hi, how are you?')).toBeInTheDocument();
    expect(within(log()).getByText('Translated')).toBeInTheDocument();
    act(() => dispatchSocketEvent('messageDelivered', { conversation: withAna._id, status: 'read', upToSeq: 1 }));
    expect(await within(log()).findByText('Read')).toBeInTheDocument();
  });

  it('keeps a translation that arrives while the conversation’s messages are still being read (the read started before it was stored)', async () => {
    const withAna = buildConversation(1, ANA, { lastSeq: 1 });
    const question = buildMessage(1, 1, { body: '¿Tiene jardín?', language: 'es', read: false, status: 'delivered' });
    const translated = { ...question, translations: { 'en-us': 'Does it have a garden?' } };
    const path = `GET /messages/conversations/${withAna._id}/messages`;
    let firstRead: (reply: { data: unknown }) => void = () => undefined;
    const api = stubApi(
      routesFor([withAna], [], {
        // The first read was answered from before the translation was stored; a later read holds it.
        [path]: () => (callsTo(api, path) === 1 ? new Promise((resolve) => (firstRead = resolve)) : page([translated])),
        'PUT /messages': { data: { conversation: withAna._id, unread: 0, unreadTotal: 0 } },
      }),
    );
    await renderMessages();
    await waitFor(() => expect(callsTo(api, path)).toBe(1));
    await waitFor(() => expect(emitted(emit, 'get_my_conversations').length).toBeGreaterThan(0)); // listening
    act(() =>
      dispatchSocketEvent('messageTranslated', {
        messageId: question._id,
        conversation: withAna._id,
        locale: 'en-us',
        body: 'Does it have a garden?',
      }),
    );
    await act(async () => firstRead(page([question])));
    expect(await within(await screen.findByRole('log')).findByText('Does it have a garden?')).toBeInTheDocument();
    expect(within(log()).getByText('Translated')).toBeInTheDocument();
  });

  it('keeps the ticks and translations the socket brought before the send’s own answer arrived', async () => {
    const withAna = buildConversation(1, ANA);
    let answer: (reply: { data: unknown }) => void = () => undefined;
    const post = `POST /messages/conversations/${withAna._id}/messages`;
    const api = stubApi(routesFor([withAna], [], { [post]: () => new Promise((resolve) => (answer = resolve)) }));
    await renderMessages();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Is the garden south-facing?{Enter}');
    await waitFor(() => expect(callsTo(api, post)).toBe(1));
    const { clientId } = bodyOf(api, post) as { clientId: string };
    const stored = buildMessage(1, 1, { author: ME, body: 'Is the garden south-facing?', clientId, status: 'sent' });
    // The socket is faster than the answer: the message, then Ana's app reading it.
    act(() => dispatchSocketEvent('incomingMessage', stored));
    act(() => dispatchSocketEvent('messageDelivered', { conversation: withAna._id, status: 'read', upToSeq: 1 }));
    expect(await within(log()).findByText('Read')).toBeInTheDocument();
    // The answer still says "sent", as it was when stored: the tick stays "Read".
    await act(async () => answer({ data: { message: stored } }));
    expect(within(log()).getByText('Read')).toBeInTheDocument();
    expect(within(log()).queryByText('Sent')).not.toBeInTheDocument();
    expect(within(log()).getAllByText('Is the garden south-facing?')).toHaveLength(1);
  });

  it('joins the conversation’s room with the seq it holds and shows what the acknowledgement brings; a reconnect asks again', async () => {
    const withAna = buildConversation(1, ANA, { lastSeq: 1 });
    stubApi(routesFor([withAna], [buildMessage(1, 1)]));
    await renderMessages();
    await within(await screen.findByRole('log')).findByText('Message 1');
    await waitFor(() => expect(emitted(emit, 'join_room').length).toBeGreaterThan(0));
    expect(emitted(emit, 'get_my_conversations').length).toBeGreaterThan(0);

    emit.mockClear();
    act(() => dispatchSocketConnect());
    await waitFor(() => expect(emitted(emit, 'join_room')).toHaveLength(1));
    const [, payload, ack] = emitted(emit, 'join_room')[0]!;
    expect(payload).toEqual({ conversationId: withAna._id, afterSeq: 1 });
    expect(emitted(emit, 'get_my_conversations')).toHaveLength(1);
    act(() => ack?.({ ok: true, conversation: withAna._id, messages: [buildMessage(1, 2, { body: 'Missed while away' })] }));
    expect(await within(log()).findByText('Missed while away')).toBeInTheDocument();
  });

  it('shows bodies as plain text, with web addresses as safe links', async () => {
    const withAna = buildConversation(1, ANA);
    stubApi(routesFor([withAna], [buildMessage(1, 1, { body: '<b>Photos</b>: https://example.com/tour. javascript:alert(1)' })]));
    await renderMessages();
    const link = await within(await screen.findByRole('log')).findByRole('link', { name: 'https://example.com/tour' });
    expect(link).toHaveAttribute('href', 'https://example.com/tour');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(log()).toHaveTextContent('<b>Photos</b>');
    expect(log().querySelector('b')).toBeNull();
    expect(within(log()).getAllByRole('link')).toHaveLength(1);
  });

  it('shows a message’s files as links that open through the participants-only attachment route', async () => {
    const file = {
      _id: '00000000-0000-4000-8000-0000000000f1',
      name: 'floor-plan.pdf',
      contentType: 'application/pdf' as const,
      fileSize: 1200,
    };
    stubApi(routesFor([buildConversation(1, ANA)], [buildMessage(1, 1, { body: '', attachments: [file] })]));
    await renderMessages();
    const link = await within(await screen.findByRole('log')).findByRole('link', { name: 'floor-plan.pdf' });
    expect(link).toHaveAttribute('href', `/api/v1/messages/attachments/${file._id}`);
    expect(screen.getByRole('button', { name: 'Attach files', expanded: false })).toBeInTheDocument();
  });

  it('shows the listing’s card at the top, linked to it', async () => {
    const withAna = buildConversation(1, ANA, {
      listing: {
        _id: LISTING_ID,
        title: 'Sunny loft',
        price: { amount: 45000000, currency: 'USD' },
        propertyType: 'condo',
        listingType: 'sale',
        beds: 2,
        baths: 1,
        sizeSqft: 900,
        address: { street: '1 Main St', apt: null, city: 'Seattle', state: 'WA', zip: '98101', country: 'us' },
        location: { type: 'Point', coordinates: [-122.3, 47.6] },
        photo: null,
        publishedAt: null,
      },
    });
    stubApi(routesFor([withAna], []));
    await renderMessages();
    const card = await screen.findByRole('region', { name: 'The listing this conversation is about' });
    expect(within(card).getByRole('link', { name: 'Sunny loft' })).toHaveAttribute('href', `/listings/${LISTING_ID}`);
    expect(card).toHaveTextContent('$450,000');
  });

  it('blocks after a confirmation; a blocked conversation says so and has no message box', async () => {
    const withAna = buildConversation(1, ANA);
    const fetchMock = stubApi(
      routesFor([withAna], [], {
        'PUT /messages/conversation': { data: { conversation: { ...withAna, blocked: true, blockedBy: [ME], canSend: false } } },
      }),
    );
    await renderMessages();
    await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ana Lopez?' });
    expect(callsTo(fetchMock, 'PUT /messages/conversation')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(
      await screen.findByText('You blocked Ana Lopez. Messages can’t be sent here until you unblock them.'.replace('’', "'")),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /messages/conversation')).toEqual({ conversationID: withAna._id, blockedBoolean: true, blockedBy: [ME] });
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('tells someone who cannot send only that messages can’t be sent here', async () => {
    stubApi(routesFor([buildConversation(1, ANA, { canSend: false })], []));
    await renderMessages();
    expect(await screen.findByText("Messages can't be sent in this conversation.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('stars and mutes for the viewer only (PUT messages/conversation)', async () => {
    const withAna = buildConversation(1, ANA);
    let answer = withAna;
    const fetchMock = stubApi(
      routesFor([withAna], [], {
        'PUT /messages/conversation': (body) => {
          const change = body as { starredBoolean?: boolean; mutedBoolean?: boolean };
          answer = { ...answer, starred: change.starredBoolean ?? answer.starred, muted: change.mutedBoolean ?? answer.muted };
          return { data: { conversation: answer } };
        },
      }),
    );
    await renderMessages();
    await userEvent.click(await screen.findByRole('button', { name: 'Star', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Unstar', pressed: true })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /messages/conversation')).toEqual({ conversationID: withAna._id, starredBoolean: true });
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('button', { name: 'Unmute', pressed: true })).toBeInTheDocument();
  });
});

describe('Messages: links into a conversation', () => {
  it('?property= starts (or finds) the conversation about the listing and names it in the URL', async () => {
    const withAna = buildConversation(3, ANA);
    const fetchMock = stubApi(
      routesFor([withAna], [], {
        'POST /messages/conversations': { data: { conversation: withAna, created: true } },
      }),
    );
    const { router } = await renderMessages(`/dashboard/messages?with=${ANA._id}&property=${LISTING_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Lopez' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /messages/conversations')).toEqual({ subject: { kind: 'listing', id: LISTING_ID } });
    expect(router.state.location.search).toBe(`?conversation=${conversationId(3)}`);
  });

  it('?order= starts (or finds) the conversation about the order, shown at its top with a link to the orders', async () => {
    const orderId = '00000000-0000-4000-8000-0000000d0001';
    const aboutOrder = buildConversation(4, ANA, {
      subject: { kind: 'order', id: orderId },
      propertyID: null,
      order: { _id: orderId, orderNumber: 100_050, serviceType: 'appraisal', viewerIs: 'customer' },
    });
    const fetchMock = stubApi(
      routesFor([aboutOrder], [], {
        'POST /messages/conversations': { data: { conversation: aboutOrder, created: true } },
      }),
    );
    const { router } = await renderMessages(`/dashboard/messages?order=${orderId}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Lopez' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /messages/conversations')).toEqual({ subject: { kind: 'order', id: orderId } });
    const about = await screen.findByRole('region', { name: 'The order this conversation is about' });
    expect(within(about).getByRole('link', { name: 'Appraisal · Order #100050' })).toHaveAttribute('href', '/dashboard/orders');
    expect(router.state.location.search).toBe(`?conversation=${conversationId(4)}`);
  });

  it('?conversation= opens that conversation even when another comes first in the list', async () => {
    stubApi(routesFor([buildConversation(1, ANA), buildConversation(2, BO)], []));
    await renderMessages(`/dashboard/messages?conversation=${conversationId(2)}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bo Chen' })).toBeInTheDocument();
  });
});
