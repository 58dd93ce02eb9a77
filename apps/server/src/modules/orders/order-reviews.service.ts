import type { TProfessionalReviews, TReview, TReviewInput } from '@app/shared/orders/orders.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { findAccountById } from '../accounts/index';
import { answerReview, findReview, findReviewsOf, insertReview, ratingOf, type ReviewRow } from './orders.repo';
import { accessOrder } from './orders.service';

async function reviewView(deps: AppDeps, row: ReviewRow, kind: TReview['serviceType']): Promise<TReview> {
  const reviewer = await findAccountById(deps.database.db, row.customerAccountId);
  return {
    _id: row.id,
    orderId: row.orderId,
    serviceType: kind,
    professionalId: row.professionalAccountId,
    reviewer: { firstName: reviewer?.firstName ?? '' },
    stars: row.stars,
    text: row.text,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The customer of a completed order reviews its provider, once (spec: /review/{service}/{orderId}). */
export async function reviewOrder(deps: AppDeps, actor: AccountActor, orderId: string, input: TReviewInput): Promise<TReview> {
  const { row, relation } = await accessOrder(deps.database.db, actor, orderId);
  if (relation !== 'customer' || row.status !== 'completed') throw new AppError('ACTION_NOT_AVAILABLE');
  const review = await insertReview(deps.database.db, {
    orderId: row.id,
    professionalAccountId: row.providerAccountId,
    customerAccountId: actor.accountId,
    stars: input.stars,
    text: input.text,
  });
  if (!review) throw new AppError('ACTION_NOT_AVAILABLE');
  return reviewView(deps, review, row.kind);
}

/** The reviewed provider answers a review, once. */
export async function answerOrderReview(deps: AppDeps, actor: AccountActor, reviewId: string, text: string): Promise<TReview> {
  const review = await findReview(deps.database.db, reviewId);
  if (!review || review.professionalAccountId !== actor.accountId) throw new AppError('NOT_FOUND');
  const answered = await answerReview(deps.database.db, reviewId, text, new Date());
  if (!answered) throw new AppError('ACTION_NOT_AVAILABLE');
  const { row } = await accessOrder(deps.database.db, actor, review.orderId);
  return reviewView(deps, answered, row.kind);
}

/** A professional's reviews and rating, public (the profile page). */
export async function professionalReviews(deps: AppDeps, professionalId: string): Promise<TProfessionalReviews> {
  const db = deps.database.db;
  const rows = await findReviewsOf(db, professionalId);
  const { rating, count } = await ratingOf(db, professionalId);
  return { rating, count, reviews: await Promise.all(rows.map((entry) => reviewView(deps, entry.review, entry.kind))) };
}
