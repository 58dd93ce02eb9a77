-- What a checkout or payment buys, as a translation key and its values, so the wallet, the
-- checkout and the receipt name it in the reader's language (issue 23, item 9). Rows written
-- before are given their line from the English description the listing plan wrote:
-- 'Listing plan: 3 months, <title>' / 'Listing extension: 6 months, <title>'.
ALTER TABLE "checkouts" ADD COLUMN "line" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "line" jsonb;--> statement-breakpoint
UPDATE "checkouts" SET "line" = jsonb_build_object(
  'key', CASE WHEN m[1] = 'Listing extension' THEN 'listingExtension' ELSE 'listingPlan' END,
  'params', jsonb_build_object('months', m[2]::int, 'title', CASE WHEN m[3] = 'untitled listing' THEN '' ELSE m[3] END))
FROM (SELECT "id" AS "mid", regexp_match("description", '^(Listing plan|Listing extension): (\d+) months, (.*)$') AS m FROM "checkouts") AS "parsed"
WHERE "parsed"."mid" = "checkouts"."id" AND m IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "line" = jsonb_build_object(
  'key', CASE WHEN m[1] = 'Listing extension' THEN 'listingExtension' ELSE 'listingPlan' END,
  'params', jsonb_build_object('months', m[2]::int, 'title', CASE WHEN m[3] = 'untitled listing' THEN '' ELSE m[3] END))
FROM (SELECT "id" AS "mid", regexp_match("description", '^(Listing plan|Listing extension): (\d+) months, (.*)$') AS m FROM "payments") AS "parsed"
WHERE "parsed"."mid" = "payments"."id" AND m IS NOT NULL;
