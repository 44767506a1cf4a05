export * from './family-rules';
export * from './children.schemas';
export * from './child-form';
export * from './children.light';
