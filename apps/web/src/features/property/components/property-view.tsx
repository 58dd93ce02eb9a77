import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { addressLines } from '../../../lib/format/listing-address';
import { messagesUrl } from '../../../lib/navigation/messages-url';
import { useSimilarProperties } from '../api/get-similar-properties';
import { useListingActions } from '../hooks/use-listing-actions';
import { useMakeOffer } from '../hooks/use-make-offer';
import { usePendingAction } from '../hooks/use-pending-action';
import { useViewer } from '../hooks/use-viewer';
import { monthlyFees } from '../lib/fees';
import { neighborhoodStats } from '../lib/neighborhood-stats';
import { ActionsBar } from './actions/actions-bar';
import { PaymentCalculator } from './calculator/payment-calculator';
import { PropertyMedia } from './media/property-media';
import { PropertyHeader } from './property-header';
import { ReportListing } from './report/report-listing';
import { ContactsSection } from './sections/contacts-section';
import { DescriptionSection } from './sections/description-section';
import { FeatureSections } from './sections/feature-sections';
import { FeesSection } from './sections/fees-section';
import { GeneralSection } from './sections/general-section';
import { LocationSection } from './sections/location-section';
import { NeighborhoodSection } from './sections/neighborhood-section';
import { ListingGridSection } from './sections/listing-grid-section';
import { TermsSection } from './sections/terms-section';

/** The property page once its listing is loaded: header, media, actions and the spec's sections in order. */
export function PropertyView({ listing }: { listing: TPublicListing }) {
  const { t, i18n } = useTranslation('property');
  const { _id: id } = listing;
  const viewer = useViewer();
  const actions = useListingActions(listing, viewer);
  const offer = useMakeOffer(id, actions.signInFirst);
  const navigate = useNavigate();
  const similar = useSimilarProperties(id);
  const [street, place] = addressLines(listing.address, i18n.language);
  const address = `${street}, ${place}`;
  useDocumentTitle(listing.title || address);

  const underOffer = listing.status === 'under-offer';
  // Contact Owner/Agent opens (or starts) the conversation about this listing; visitors log in first.
  const openConversation = () => void navigate(messagesUrl({ property: id }));
  const contact = () => (viewer.signedIn ? openConversation() : actions.signInFirst('contact'));
  usePendingAction(viewer.signedIn && viewer.account !== undefined, (action) => {
    if (action === 'save' && !actions.saved) actions.setSaved(true);
    if (action === 'hide' && !actions.hidden) actions.setHidden(true);
    if (action === 'contact' && !listing.viewer.owner) openConversation();
    if (action === 'offer' && !listing.viewer.owner && !underOffer) offer.makeOffer();
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-40 pt-6 sm:px-6 md:pb-12">
      <PropertyHeader listing={listing} viewer={viewer} />
      {actions.hidden && !listing.viewer.owner && (
        <p className="mt-3 rounded-lg bg-surface px-4 py-2 text-sm text-ink">{t('actions.hiddenNote')}</p>
      )}
      <div className="mt-6 flex flex-col gap-4">
        <ActionsBar
          listingId={id}
          title={listing.title || address}
          owner={listing.viewer.owner}
          saved={actions.saved}
          hidden={actions.hidden}
          onSave={actions.setSaved}
          onHide={actions.setHidden}
          onContact={contact}
          onMakeOffer={offer.makeOffer}
          startingOffer={offer.starting}
          underOffer={underOffer}
        />
        <PropertyMedia media={listing} address={address} />
      </div>
      <DescriptionSection text={listing.description} translations={listing.translations} />
      <LocationSection address={listing.address} placeNames={listing.placeNames} location={listing.location} />
      <GeneralSection listing={listing} unit={viewer.unit} />
      <FeatureSections lists={listing} />
      <FeesSection listing={listing} />
      <TermsSection terms={listing.terms} />
      <ContactsSection contacts={listing.contacts} signedIn={viewer.signedIn} onSignIn={() => actions.signInFirst()} />
      {!listing.viewer.owner && <ReportListing listingId={id} signedIn={viewer.signedIn} />}
      <NeighborhoodSection
        address={listing.address}
        stats={similar.data ? neighborhoodStats(similar.data, listing.price.currency) : null}
        pricePerSqft={listing.pricePerSqft}
      />
      <ListingGridSection title={t('sections.similar')} listings={similar.data} loading={similar.isLoading} />
      {listing.price.amount > 0 && <PaymentCalculator price={listing.price} fees={monthlyFees(listing)} />}
    </div>
  );
}
