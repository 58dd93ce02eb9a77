// The professionals module's public surface: other modules import these, nothing else of professionals.
export { professionalsRoutes } from './professionals.routes';
// Listings unlock the fields the spec locks for verified agents, brokers and developers.
export { verifiedProfessionsOf } from './verified-professions';
