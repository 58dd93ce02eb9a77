import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, conversationParticipants, devMailbox } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { listen, messagingTestbed, socketOf } from './messaging.fixtures';
import { DIGEST_JOB } from './messaging.jobs';

const tb = await messagingTestbed();
const { app, db, seller, buyer, sellerClient, buyerClient, contactSeller, send } = tb;
const url = await listen(app);

/** Messages of a conversation written `minutes` ago (past the digest's grace minute). */
const age = (conversationId: string, minutes = 2) =>
  db
    .update(conversationMessages)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(conversationMessages.conversationId, conversationId));

async function digestsTo(email: string, conversationId: string) {
  await app.deps.jobs.runNow(DIGEST_JOB);
  await app.deps.outbox.drain();
  const mails = await db.select().from(devMailbox).where(eq(devMailbox.to, email));
  return mails.filter((mail) => mail.template === 'message-digest' && mail.text.includes(conversationId));
}

const newListing = () => seedListing(db, { ownerId: seller.id, complete: true, status: 'active', hidden: false });

describe('the email digest', () => {
  it('mails someone with no open app their new messages, in their language, with a link back; at most once per 15 minutes per conversation', async () => {
    const conversation = await contactSeller(buyerClient, (await newListing()).id);
    await send(buyerClient, conversation._id, 'Is the house still available?');
    // Within the grace minute nothing goes: the seller may be reloading the page.
    expect(await digestsTo(seller.email, conversation._id)).toHaveLength(0);

    await age(conversation._id);
    const [mail] = await digestsTo(seller.email, conversation._id);
    expect(mail).toBeDefined();
    expect(mail!.locale).toBe('zh-Hant');
    expect(mail!.subject).toBe('Ana Ruiz 傳來 1 則新訊息');
    expect(mail!.text).toContain('Is the house still available?');
    expect(mail!.text).toContain(`${app.deps.config.publicUrl}/dashboard/messages?conversation=${conversation._id}`);
    // The author is not mailed their own message.
    expect(await digestsTo(buyer.email, conversation._id)).toHaveLength(0);

    await send(buyerClient, conversation._id, 'Could we visit on Saturday?');
    await age(conversation._id);
    expect(await digestsTo(seller.email, conversation._id)).toHaveLength(1);

    // Fifteen minutes later the new message (only it) is mailed.
    await db
      .update(conversationParticipants)
      .set({ digestedAt: sql`now() - interval '16 minutes'` })
      .where(and(eq(conversationParticipants.conversationId, conversation._id), eq(conversationParticipants.accountId, seller.id)));
    const mails = await digestsTo(seller.email, conversation._id);
    expect(mails).toHaveLength(2);
    const latest = mails.find((m) => m.id !== mail!.id)!;
    expect(latest.text).toContain('Could we visit on Saturday?');
    expect(latest.text).not.toContain('Is the house still available?');
  });

  it('never mails about a muted conversation', async () => {
    const conversation = await contactSeller(buyerClient, (await newListing()).id);
    await sellerClient.put('/api/v1/messages/conversation', { conversationID: conversation._id, mutedBoolean: true });
    await send(buyerClient, conversation._id, 'Hello? Anyone?');
    await age(conversation._id);
    expect(await digestsTo(seller.email, conversation._id)).toHaveLength(0);
  });

  it('does not mail someone who has the app open, nor about messages they already read', async () => {
    const conversation = await contactSeller(buyerClient, (await newListing()).id);
    const seller$ = await socketOf(url, sellerClient);
    await send(buyerClient, conversation._id, 'Are you there?');
    await age(conversation._id);
    expect(await digestsTo(seller.email, conversation._id)).toHaveLength(0);
    seller$.socket.disconnect();

    const read = await send(buyerClient, conversation._id, 'Read in time');
    await sellerClient.put('/api/v1/messages', { messageID: read._id, readBoolean: true });
    await age(conversation._id);
    expect(await digestsTo(seller.email, conversation._id)).toHaveLength(0);
  });
});
