export * from './story.schemas';
export * from './story.rules';
export * from './story-api.schemas';
export * from './story.light';
