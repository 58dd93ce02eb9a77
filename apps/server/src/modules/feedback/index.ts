// The feedback module's public surface.
export { feedbackRoutes } from './feedback.routes';
