export * from './support.constants';
export * from './support.schemas';
export * from './support-rules';
export * from './support-time';
export * from './sender-proof';
