export * from './text';
export * from './numbers';
