import { describe, expect, it } from 'vitest';
import { injectPageMeta } from './page-meta';

const SHELL = '<html><head><title>Terranest</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

describe('injectPageMeta', () => {
  it("keeps $ patterns in a listing's title and description as they are ($& $' $` $$ $1)", () => {
    const title = "Loft $& $' $` $$ $1";
    const html = injectPageMeta(SHELL, { title, description: "Only $'", url: 'https://homes.example.com/listings/1' });
    expect(html).toContain(`<title>Loft $&amp; $' $\` $$ $1</title>`);
    expect(html).toContain(`<meta name="description" content="Only $'" />`);
    // `$'` would have pasted the rest of the document (the body) into the head.
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);
  });
});
