import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { MESSAGES } from '../messages/messages';

/** How long a translated title and description may be (the listing's own limits). */
export const TRANSLATED_TITLE_MAX = 200;
export const TRANSLATED_DESCRIPTION_MAX = 10_000;

/** A listing's title and description in one language, as a translator delivers them (decision 073). */
export const ZListingTranslation = z.object({
  locale: z.enum(SUPPORTED_LOCALES, MESSAGES.required),
  title: z.string().trim().min(1, MESSAGES.required).max(TRANSLATED_TITLE_MAX, MESSAGES.invalidInput),
  description: z.string().trim().min(1, MESSAGES.required).max(TRANSLATED_DESCRIPTION_MAX, MESSAGES.invalidInput),
});
export type TListingTranslation = z.infer<typeof ZListingTranslation>;

/**
 * PUT media-orders/professional/{orderId}/translation: a "listing translation" order's delivery, one
 * title and description per language (each language once). Written into the listing when the
 * customer completes the order.
 */
export const ZTranslationDelivery = z.object({
  translations: z
    .array(ZListingTranslation)
    .min(1, MESSAGES.selectAtLeastOneItem)
    .max(SUPPORTED_LOCALES.length)
    .refine((list) => new Set(list.map((entry) => entry.locale)).size === list.length, MESSAGES.invalidInput),
});
export type TTranslationDelivery = z.infer<typeof ZTranslationDelivery>;

/** How many virtually staged photos one virtual staging order delivers at most. */
export const STAGED_PHOTOS_MAX = 20;

/**
 * PUT media-orders/professional/{orderId}/staging: a "virtual staging" order's delivery, the
 * specialist's uploaded images in order (decision 083). They join the listing's photos, labelled
 * "Virtually staged", when the customer completes the order.
 */
export const ZStagingDelivery = z.object({
  photos: z
    .array(z.uuid(MESSAGES.invalidInput))
    .min(1, MESSAGES.selectAtLeastOneItem)
    .max(STAGED_PHOTOS_MAX, MESSAGES.invalidInput)
    .refine((list) => new Set(list).size === list.length, MESSAGES.invalidInput),
});
export type TStagingDelivery = z.infer<typeof ZStagingDelivery>;

/** A delivered virtually staged photo as the order's two parties see it. */
export const ZStagedPhoto = z.object({ _id: z.uuid(), url: z.string(), thumbUrl: z.string().nullable() });
export type TStagedPhoto = z.infer<typeof ZStagedPhoto>;
