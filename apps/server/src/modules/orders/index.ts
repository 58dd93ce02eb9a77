// The orders module's public surface: other modules import these, nothing else of orders.
export { ordersRoutes } from './orders.routes';
// The admin console's dispute queue (decision 079).
export { disputeForAdmin, disputeQueue, resolveDispute } from './disputes.service';
// The professionals module shows reviews and ranks the directory by rating.
export { professionalReviews } from './order-reviews.service';
// Messaging talks about an order between its two parties (decision 074).
export { orderSubjects, type OrderSubject } from './orders.repo';
// The admin's payment page shows what the provider of an order's payment owes back (decision 084).
export { paymentProviderOwedBack } from './order-ledger';
// The admin console's payouts list and retry (decision 087).
export { payoutsForAdmin, retryPayout } from './payouts.service';
