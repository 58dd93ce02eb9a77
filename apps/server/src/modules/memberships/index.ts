// The memberships module's public surface: other modules import these, nothing else of memberships.
export { membershipsRoutes } from './memberships.routes';
// For the professionals module (profiles, directory): all keyed by the professional's account id.
export { activeMembership, hasActiveMembership, servesPostalCode, type ActiveMembership } from './membership-status';
// SQL fragments for the directory's own query: `where ${hasRunningMembershipSql(accounts.id)}`,
// `order by ${servesPostalCodeSql(accounts.id, 'US', '90210')} desc` (normalise with normalizeServiceArea).
export { hasRunningMembershipSql } from './memberships.repo';
export { servesPostalCodeSql, findServiceAreas, type ServiceAreaRow } from './service-areas.repo';
