/**
 * @hadal/content-tools: what the curriculum's authors and the server need and the web app never
 * does: the Somali linter and its word lists, the lesson and exercise rules of `npm run
 * content:check`, audio keys on lesson strings, and Somali-to-eSpeak phonemes. Pure TypeScript on
 * top of @hadal/domain: the server reads the files and hands their text in.
 */
export * from './findings';
export * from './orthography';
export * from './lesson-audio';
export * from './exercise-check';
export * from './lesson-check';
export * from './answer-positions';
export * from './question-rules';
export * from './g2p';
export * from './story-check';
export * from './grading-probes';
