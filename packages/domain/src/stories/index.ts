export * from './story.schemas';
