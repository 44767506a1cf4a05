export { reviewRoutes } from './review.routes';
export * from './review.service';
export { REVIEW_ITEM_NOT_FOUND, REVIEW_OUT_OF_ORDER } from './review-session';
