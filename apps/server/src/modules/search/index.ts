// The search module's public surface: other modules import these, nothing else of search.
export { searchRoutes } from './search.routes';
export { planSearch, type SearchPlan } from './search-plan';
export { dayNumber, searchConditions } from './search-filters.repo';
// The demo seed defers and recounts the map cells around a bulk load.
export { deferMapCells, recountMapCells } from './map-cells-recount.repo';
