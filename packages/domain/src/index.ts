/**
 * @hadal/domain: the API contract (zod schemas of every request and response) and every business
 * rule of the spec, by area. Pure TypeScript: no I/O, nothing of the apps.
 */
export * from './shared';
export * from './lessons';
export * from './answers';
export * from './placement';
export * from './progress';
export * from './auth';
export * from './content';
export * from './consent';
export * from './emails';
export * from './profile';
export * from './review';
export * from './children';
export * from './admin';
export * from './pronunciation';
export * from './mfa';
export * from './support';
export * from './dynamic-lessons';
export * from './social';
export * from './stories';
export * from './family-voice';
export * from './voice-studio';
