import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisitorProvider } from '../lib/visitor/visitor';
import { useMinWidth } from './use-min-width';

function Width() {
  return <p>{useMinWidth(900) ? 'wide' : 'narrow'}</p>;
}

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('useMinWidth on a page rendered on the server (decision 090)', () => {
  it('takes a phone to be narrow and anything else to be wide, from the user agent', () => {
    const render = (userAgent: string) =>
      renderToString(
        <VisitorProvider value={{ cookies: '', userAgent }}>
          <Width />
        </VisitorProvider>,
      );
    expect(render(ANDROID_PHONE)).toContain('narrow');
    expect(render(IPHONE)).toContain('narrow');
    expect(render(DESKTOP)).toContain('wide');
  });
});
