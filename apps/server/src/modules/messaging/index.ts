// The messaging module's public surface: other modules import these, nothing else of messaging.
export { messagingRoutes } from './messaging.routes';
// The leads module reads the owner's leads from the conversations through this (decision 078).
export { findLeads, type LeadRow } from './leads.repo';
