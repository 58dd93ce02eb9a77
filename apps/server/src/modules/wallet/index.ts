// The wallet module's public surface: other modules import these, nothing else of wallet.
export { walletRoutes } from './wallet.routes';
export { defaultCard, ownCard, processorCustomer, providerCustomer, saveCard, type KnownPayer } from './cards.service';
// The payout run pays a provider's balance to their newest payout method (decision 087).
export { defaultPayoutMethod } from './payout-methods.service';
// Stripe Connect onboarding (decision 088): the webhook stores an account's state; the payout run pays the connected account.
export { payoutRecipientRef, recordRecipientState } from './payout-connections.service';
