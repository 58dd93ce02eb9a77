-- Phone numbers are stored in E.164 from now on (docs/decisions/033-phone-numbers-by-country.md).
-- Until now only US numbers of 10 digits passed, stored as those digits (profiles) or as typed
-- (listing contacts, "(512) 555-0100"): they become +1 and the digits. Anything else is left as it
-- was: drafts may hold a number still being typed, and the forms ask for a valid one.
UPDATE "accounts" SET "phone" = '+1' || "phone" WHERE "phone" ~ '^[0-9]{10}$';--> statement-breakpoint
UPDATE "listings" SET "details" = jsonb_set("details", '{contacts}', (
  SELECT jsonb_agg(
    CASE WHEN regexp_replace("contact"->>'phone', '[\s().-]', '', 'g') ~ '^[0-9]{10}$'
      THEN jsonb_set("contact", '{phone}', to_jsonb('+1' || regexp_replace("contact"->>'phone', '[\s().-]', '', 'g')))
      ELSE "contact" END
    ORDER BY "position")
  FROM jsonb_array_elements("details"->'contacts') WITH ORDINALITY AS "contacts"("contact", "position")
))
WHERE jsonb_typeof("details"->'contacts') = 'array'
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("details"->'contacts') AS "contacts"("contact")
    WHERE regexp_replace("contact"->>'phone', '[\s().-]', '', 'g') ~ '^[0-9]{10}$'
  );
