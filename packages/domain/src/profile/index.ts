export * from './achievements';
export * from './profile.schemas';
export * from './change-password-form';
