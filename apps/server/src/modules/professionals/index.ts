// The professionals module's public surface: other modules import these, nothing else of professionals.
export { professionalsRoutes } from './professionals.routes';
// Listings unlock the fields the spec locks for verified agents, brokers and developers.
export { verifiedProfessionsOf } from './verified-professions';
// The admin console: the People page shows and changes the professional role through the profile.
export { approveProfile, turnOffProfile } from './profile-review.service';
export { findProfileStatuses } from './professionals.repo';
// The sitemap lists every listed professional's profile (decision 076).
export { listedProfessionalsForSitemap } from './directory-sitemap';
// The RESO feed publishes listed agents and brokers by the directory's own rule (decision 075).
export { listedProfessional } from './directory.repo';
