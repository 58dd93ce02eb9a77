import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { Namespace } from '../../../lib/i18n/locales';
import AboutPage from './about-page';
import AdvicePage from './advice-page';
import CompatiblePage from './compatible-page';
import ContactPage from './contact-page';
import EbookPage from './ebook-page';
import FaqPage from './faq-page';
import FeedbackPage from './feedback-page';
import HelpPage from './help-page';
import InformationPage from './information-page';
import NewsPage from './news-page';
import SiteMapPage from './site-map-page';
import TermsPage from './terms-page';

const PAGES: Array<{ path: string; Page: ComponentType; ns: Namespace; titleKey: string; route?: string }> = [
  { path: '/about', Page: AboutPage, ns: 'about', titleKey: 'title' },
  { path: '/faq', Page: FaqPage, ns: 'faq', titleKey: 'title' },
  { path: '/news', Page: NewsPage, ns: 'news', titleKey: 'title' },
  { path: '/advice', Page: AdvicePage, ns: 'advice', titleKey: 'title' },
  { path: '/help', Page: HelpPage, ns: 'help', titleKey: 'title' },
  { path: '/terms', Page: TermsPage, ns: 'terms', titleKey: 'title' },
  { path: '/contact', Page: ContactPage, ns: 'contact', titleKey: 'title' },
  { path: '/feedback', Page: FeedbackPage, ns: 'feedback', titleKey: 'title' },
  { path: '/site-map', Page: SiteMapPage, ns: 'siteMap', titleKey: 'title' },
  {
    path: '/information/buyer',
    Page: InformationPage,
    ns: 'information',
    titleKey: 'audiences.buyer.title',
    route: '/information/:audience',
  },
  {
    path: '/information/seller',
    Page: InformationPage,
    ns: 'information',
    titleKey: 'audiences.seller.title',
    route: '/information/:audience',
  },
  {
    path: '/information/professional',
    Page: InformationPage,
    ns: 'information',
    titleKey: 'audiences.professional.title',
    route: '/information/:audience',
  },
  { path: '/ebook', Page: EbookPage, ns: 'ebook', titleKey: 'title' },
  { path: '/compatible', Page: CompatiblePage, ns: 'compatible', titleKey: 'title' },
];

describe('content pages in Traditional Chinese', () => {
  it.each(PAGES)('$path has one h1, its zh-Hant title, also used as the document title', async ({ path, Page, ns, titleKey, route }) => {
    const { i18n } = await renderWithApp(null, { path, locale: 'zh-Hant', routes: [{ path: route ?? path, element: <Page /> }] });
    const title = i18n.getFixedT('zh-Hant', ns)(titleKey);
    expect(title).not.toBe(i18n.getFixedT('en-US', ns)(titleKey));
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(title);
    expect(document.title.startsWith(title)).toBe(true);
  });
});
