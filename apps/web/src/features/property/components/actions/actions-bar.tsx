import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../ui/button';
import { ActionButton } from './action-button';
import { OrderServiceMenu } from './order-service-menu';
import { ShareButton } from './share-button';

type ActionsBarProps = {
  listingId: string;
  title: string;
  owner: boolean;
  saved: boolean;
  hidden: boolean;
  onSave(on: boolean): void;
  onHide(on: boolean): void;
  onContact(): void;
  onMakeOffer(): void;
  /** A draft offer is being started. */
  startingOffer: boolean;
  /** Under offer (decision 054): no new offers, so a note stands where Make an Offer would. */
  underOffer: boolean;
};

// On desktop the bar is stacked above the gallery that follows it, so the Order Service menu that
// opens downwards shows over the photos instead of behind them.
const BAR =
  'fixed inset-x-0 bottom-0 z-10 border-t border-line bg-white/95 p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:relative md:z-20 md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none';

/**
 * The property's actions, fixed to the bottom of the screen on phones. Buyers get Save, Hide,
 * Share, Order Service, Contact Owner/Agent and Make an Offer (a note instead while it is under
 * offer); the owner gets Edit and Overview.
 */
export function ActionsBar(props: ActionsBarProps) {
  const { t } = useTranslation('property');
  const { listingId: id, title } = props;
  const path = `/listings/${id}`;
  if (props.owner) {
    return (
      <div role="group" aria-label={t('actions.label')} className={BAR}>
        <div className="mx-auto flex max-w-6xl items-center gap-2 md:flex-wrap">
          <ButtonLink to={`/dashboard/listings/${id}/edit`} className="flex-1 md:flex-none">
            {t('actions.edit')}
          </ButtonLink>
          <ButtonLink to={`/dashboard/listings/${id}/overview`} variant="outline" className="flex-1 md:flex-none">
            {t('actions.overview')}
          </ButtonLink>
          <ShareButton title={title} path={path} />
        </div>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('actions.label')} className={BAR}>
      <div className="mx-auto flex max-w-6xl flex-col gap-2 md:flex-row md:flex-wrap md:items-center">
        <div className="grid grid-cols-4 gap-1 md:flex md:flex-wrap md:gap-2">
          <ActionButton
            icon="save"
            filled={props.saved}
            aria-pressed={props.saved}
            label={props.saved ? t('actions.saved') : t('actions.save')}
            onClick={() => props.onSave(!props.saved)}
          />
          <ActionButton
            icon="hide"
            aria-pressed={props.hidden}
            label={props.hidden ? t('actions.unhide') : t('actions.hide')}
            onClick={() => props.onHide(!props.hidden)}
          />
          <ShareButton title={title} path={path} />
          <OrderServiceMenu listingId={id} />
        </div>
        <div className="grid grid-cols-2 gap-2 md:flex md:gap-2">
          <Button variant="outline" onClick={props.onContact}>
            {t('actions.contact')}
          </Button>
          {props.underOffer ? (
            <p className="flex items-center text-sm font-medium text-ink">{t('actions.underOfferNote')}</p>
          ) : (
            <Button loading={props.startingOffer} onClick={props.onMakeOffer}>
              {t('actions.makeOffer')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
