import { SERVER_RENDERED_ATTR, SERVER_STATE_ID } from '@app/shared/constants/server-render';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTakeOver, serverRenderedPage, tookOver } from './take-over';

const STATE = {
  locale: 'es',
  namespaces: ['common', 'home'],
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['listings', 'featured'],
        queryHash: '["listings","featured"]',
        state: {
          data: [1, 2],
          status: 'success',
          dataUpdatedAt: Date.now(),
          dataUpdateCount: 1,
          error: null,
          errorUpdatedAt: 0,
          errorUpdateCount: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          fetchStatus: 'idle',
        },
      },
    ],
  },
  router: { loaderData: {}, actionData: null },
};

function serverPage(locale: string, state: string) {
  document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTR}="${locale}" inert><h1>Hola</h1></div><script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over a page the server rendered (decision 090)', () => {
  it('takes it over only when it was rendered in the language the browser chose, with state it can read', () => {
    expect(serverRenderedPage(serverPage('es', JSON.stringify(STATE)), 'es')).toMatchObject({ locale: 'es' });
    expect(serverRenderedPage(serverPage('es', JSON.stringify(STATE)), 'zh-Hant')).toBeNull();
    expect(serverRenderedPage(serverPage('es', '{not json'), 'es')).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect(serverRenderedPage(document.getElementById('root') as HTMLElement, 'en-us')).toBeNull();
  });

  it("puts the page's answers in the query cache and loads the page's route module before the router starts", async () => {
    const queryClient = new QueryClient();
    const page = () => <p>page</p>;
    const routes: RouteObject[] = [{ path: '/', children: [{ index: true, lazy: async () => ({ Component: page }) }] }];
    await prepareTakeOver(STATE as never, routes, queryClient);
    expect(queryClient.getQueryData(['listings', 'featured'])).toEqual([1, 2]);
    expect(routes[0]?.children?.[0]).toMatchObject({ Component: page, lazy: undefined });
  });

  it('makes the root usable once the app has it', () => {
    const root = serverPage('es', '{}');
    tookOver(root);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute(SERVER_RENDERED_ATTR)).toBe(false);
  });
});
