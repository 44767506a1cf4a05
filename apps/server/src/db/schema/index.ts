// One file per area; each area adds its export line here.
export * from './users';
export * from './content';
export * from './progress';
export * from './auth';
export * from './jobs';
export * from './emails';
export * from './profile';
export * from './review';
export * from './placement';
export * from './invites';
export * from './audit';
export * from './ai-usage';
export * from './mfa';
export * from './support';
export * from './dynamic-lessons';
export * from './social';
export * from './stories';
