// The seo module's public surface: robots.txt and the sitemaps (decision 076).
export { seoRoutes } from './seo.routes';
