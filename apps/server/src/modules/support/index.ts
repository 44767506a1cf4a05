export { supportRoutes } from './support.routes';
export * from './support.service';
export { SUPPORT_REPLY_JOB } from './support-replies';
export { sanitizeSupportHtml } from './support-html';
