/** The home page's featured cities (spec section 2), each a Results search. */
export const FEATURED_CITIES = [
  { city: 'Atlanta', state: 'GA' },
  { city: 'Austin', state: 'TX' },
  { city: 'Baltimore', state: 'MD' },
  { city: 'Boston', state: 'MA' },
  { city: 'New York', state: 'NY' },
  { city: 'Washington', state: 'DC' },
  { city: 'Chicago', state: 'IL' },
  { city: 'Dallas', state: 'TX' },
  { city: 'Los Angeles', state: 'CA' },
] as const;
