import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import ResultsPage from '../../features/search/pages/results-page';

/** The Results route: search's page with saved-searches' Save search button beside the heading. */
export default function SearchResultsPage() {
  return <ResultsPage saveSearch={(criteria) => <SaveSearchButton criteria={criteria} />} />;
}
