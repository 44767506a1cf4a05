export * from './review.constants';
export * from './review.schemas';
export * from './review-rating';
export * from './review-cards';
export * from './review-day';
export * from './review.light';
