export * from './text';
export * from './numbers';
export * from './light-schema';
