import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

/** One day's euro reference rates: units of each currency per euro. */
export type EuroRates = { day: string; perEur: Record<string, number> };

const FETCH_TIMEOUT_MS = 10_000;
/** The ISO 4217 codes this runtime knows; the feed's other entries (none today) are left out. */
const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  isArray: (name) => name === 'Cube',
});

const ZRate = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), rate: z.string().regex(/^\d+(\.\d+)?$/) });
/** gesmes:Envelope > Cube > Cube[time] > Cube[currency, rate]: the ECB's eurofxref-daily.xml. */
const ZEnvelope = z.object({
  Envelope: z.object({
    Cube: z.tuple([z.object({ Cube: z.tuple([z.object({ time: z.iso.date(), Cube: z.array(ZRate).min(1) })]) })]),
  }),
});

/** Reads an eurofxref-daily.xml document; throws when it is not one. */
export function parseEcbDaily(xml: string): EuroRates {
  // The parser reads a cut-off document as far as it goes; a well-formedness check first refuses it.
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw new Error(`the rates feed is not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`);
  const { Envelope } = ZEnvelope.parse(parser.parse(xml));
  const [{ time, Cube: rates }] = Envelope.Cube[0].Cube;
  const perEur: Record<string, number> = {};
  for (const { currency, rate } of rates) {
    const value = Number(rate);
    if (ISO_CURRENCIES.has(currency) && value > 0) perEur[currency] = value;
  }
  if (Object.keys(perEur).length === 0) throw new Error('the feed has no ISO 4217 rates');
  return { day: time, perEur };
}

/** Fetches and reads the feed at `url`; throws on a network failure, a non-2xx answer or a malformed document. */
export async function fetchEcbDaily(url: string): Promise<EuroRates> {
  const response = await fetch(url, { headers: { accept: 'application/xml, text/xml' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`the rates feed answered ${response.status}`);
  return parseEcbDaily(await response.text());
}
