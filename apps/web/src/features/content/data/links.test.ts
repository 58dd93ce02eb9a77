import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes/route-table';
import { AUDIENCE_ACTIONS, CONTENT_PATHS, HELP_LINKS, HELP_TOPICS, SITE_MAP_GROUPS } from './links';

/** The route a path lands on; the catch-all '*' means "page not found". */
function landsOn(path: string) {
  const pathname = path.split('#')[0] ?? path;
  const matches = matchRoutes(routes, pathname) ?? [];
  const route = matches.at(-1)?.route;
  return route?.index ? '(index)' : route?.path;
}

describe('content links', () => {
  const paths = new Set([
    ...Object.values(CONTENT_PATHS),
    ...Object.values(HELP_LINKS),
    ...Object.values(AUDIENCE_ACTIONS).flatMap((a) => [a.primary, a.secondary]),
  ]);

  it.each([...paths])('%s is a page of the route table, not the not-found page', (path) => {
    const route = landsOn(path);
    expect(route).toBeDefined();
    expect(route).not.toBe('*');
  });

  it('every help topic link and site-map entry has a known destination', () => {
    for (const topic of HELP_TOPICS) for (const name of topic.links) expect(HELP_LINKS[name], name).toBeDefined();
    for (const group of SITE_MAP_GROUPS) for (const name of group.links) expect(CONTENT_PATHS[name], name).toBeDefined();
  });
});
