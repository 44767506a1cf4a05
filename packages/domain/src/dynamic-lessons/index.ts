export * from './dynamic-lessons.schemas';
export * from './dynamic-lessons.messages';
export * from './session-rules';
export * from './dialogue-bank';
