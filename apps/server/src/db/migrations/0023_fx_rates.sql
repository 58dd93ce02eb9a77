CREATE TABLE "fx_rates" (
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"rate_per_eur" double precision NOT NULL,
	CONSTRAINT "fx_rates_day_currency_pk" PRIMARY KEY("day","currency"),
	CONSTRAINT "fx_rates_currency_code" CHECK ("fx_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "fx_rates_rate_positive" CHECK ("fx_rates"."rate_per_eur" > 0)
);
