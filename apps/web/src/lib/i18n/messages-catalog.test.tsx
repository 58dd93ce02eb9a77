import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { useMessageText } from './messages-catalog';
import { useTranslateMessage } from './translate-message';

function Messages() {
  const { text } = useMessageText();
  const translate = useTranslateMessage();
  return (
    <ul>
      <li>{text('sorryNoMatchingOptions')}</li>
      <li>{translate('Sorry, no matching options')}</li>
    </ul>
  );
}

/** The app's own i18next (catalogs loaded from their chunks, as in the browser), in Traditional Chinese. */
async function renderInChinese() {
  const i18n = await initI18n({ locale: 'zh-Hant' });
  render(
    <I18nextProvider i18n={i18n}>
      <main id="main" />
      <Messages />
    </I18nextProvider>,
  );
  return i18n;
}

afterEach(() => document.body.replaceChildren());

describe('the messages catalog (decision 085)', () => {
  it('is not loaded to paint a page: its texts show in English until the page has a heading', async () => {
    const i18n = await renderInChinese();
    expect(i18n.hasLoadedNamespace('messages')).toBe(false);
    expect(screen.getAllByText('Sorry, no matching options')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.hasLoadedNamespace('messages')).toBe(false);
  });

  it("loads once the page's heading is in, and the texts change to the reader's language", async () => {
    const i18n = await renderInChinese();
    act(() => {
      const heading = document.createElement('h1');
      heading.textContent = 'Home';
      document.getElementById('main')?.append(heading);
    });
    expect(await screen.findAllByText('抱歉，沒有符合的選項')).toHaveLength(2);
    expect(i18n.hasLoadedNamespace('messages')).toBe(true);
  });
});
