export * from './invite-rules';
export * from './admin-password';
export * from './admin.schemas';
