import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RESO_TOKEN_SECONDS, type TResoPartner, type TResoPartnerCreated } from '@app/shared/reso/reso-partners.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import {
  findActivePartner,
  insertPartner,
  insertToken,
  isLiveToken,
  listPartnerRows,
  lockPartner,
  revokePartnerRow,
  type ResoPartnerRow,
} from './reso-partners.repo';

/** SHA-256, hex: secrets and tokens are 256 random bits, so a fast hash is as safe as a slow one. */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function partnerView(row: ResoPartnerRow): TResoPartner {
  return {
    _id: row.id,
    name: row.name,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    lastTokenAt: row.lastTokenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** GET admin/reso-partners: every partner, newest first, without secrets. */
export async function listPartners(deps: AppDeps): Promise<TResoPartner[]> {
  return (await listPartnerRows(deps.database.db)).map(partnerView);
}

/** POST admin/reso-partners: a new client id and secret (shown this once, kept hashed); logged. */
export async function createPartner(deps: AppDeps, actor: AccountActor, name: string): Promise<TResoPartnerCreated> {
  const clientSecret = random(32);
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await insertPartner(tx, {
      name,
      clientId: `reso_${random(12)}`,
      secretHash: sha256(clientSecret),
      createdBy: actor.accountId,
    });
    await recordAdminAction(tx, actor, {
      action: 'reso-partner.create',
      targetKind: 'reso-partner',
      targetId: created.id,
      targetLabel: `${name} (${created.clientId})`,
    });
    return created;
  });
  return { ...partnerView(row), clientSecret };
}

/** POST admin/reso-partners/{id}/revoke: its tokens stop working at once; logged with why. */
export async function revokePartner(deps: AppDeps, actor: AccountActor, id: string, why: string): Promise<TResoPartner> {
  const row = await deps.database.db.transaction(async (tx) => {
    const partner = await lockPartner(tx, id);
    if (!partner) throw new AppError('NOT_FOUND');
    if (partner.revokedAt) throw new AppError('ACTION_NOT_AVAILABLE');
    const revoked = await revokePartnerRow(tx, id, new Date());
    await recordAdminAction(tx, actor, {
      action: 'reso-partner.revoke',
      targetKind: 'reso-partner',
      targetId: id,
      targetLabel: `${partner.name} (${partner.clientId})`,
      reason: why,
    });
    return revoked;
  });
  return partnerView(row);
}

/** A bearer token for a partner whose id and secret match (client credentials grant), or null. */
export async function issueToken(
  deps: AppDeps,
  clientId: string,
  clientSecret: string,
): Promise<{ token: string; expiresIn: number } | null> {
  const partner = await findActivePartner(deps.database.db, clientId);
  const given = Buffer.from(sha256(clientSecret), 'hex');
  if (!partner || !timingSafeEqual(given, Buffer.from(partner.secretHash, 'hex'))) return null;
  const token = random(32);
  const now = new Date();
  await insertToken(deps.database.db, partner.id, sha256(token), new Date(now.getTime() + RESO_TOKEN_SECONDS * 1000), now);
  return { token, expiresIn: RESO_TOKEN_SECONDS };
}

/** Whether a bearer token is live (issued, not expired, its partner not revoked). */
export function isValidToken(deps: AppDeps, token: string): Promise<boolean> {
  return isLiveToken(deps.database.db, sha256(token), new Date());
}
