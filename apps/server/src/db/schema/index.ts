export * from './auth.ts';
export * from './history.ts';
export * from './notifications.ts';
export * from './organizations.ts';
export * from './users.ts';
