export * from './pronunciation.constants';
export * from './pronunciation.messages';
export * from './pronunciation.schemas';
export * from './score';
export * from './wav';
