export * from './achievements';
export * from './daily-goal-options';
export * from './profile.schemas';
export * from './change-password-form';
export * from './daily-goal';
export * from './daily-goal.light';
export * from './profile-settings.light';
