/**
 * Old dashboard paths and where they live now (spec section 2). Paths are relative to
 * /dashboard; `:params` carry over.
 */
export const OLD_DASHBOARD_PATHS: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'properties/new', to: 'listings/new' },
  { from: 'properties/saved', to: 'saved' },
  { from: 'properties/hidden', to: 'hidden' },
  { from: 'membership', to: 'professional/membership' },
  { from: 'trustandverification', to: 'account/trust-verification' },
  { from: 'settings', to: 'profile/settings' },
  { from: 'myproperties', to: 'listings/u' },
  { from: 'properties/:propertyId/edit', to: 'listings/:propertyId/edit' },
  { from: 'properties/:propertyId/overview', to: 'listings/:propertyId/overview' },
  { from: 'servicesiordered', to: 'orders' },
];
