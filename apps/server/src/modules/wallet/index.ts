// The wallet module's public surface: other modules import these, nothing else of wallet.
export { walletRoutes } from './wallet.routes';
export { ownCard, processorCustomer, providerCustomer, saveCard, type KnownPayer } from './cards.service';
