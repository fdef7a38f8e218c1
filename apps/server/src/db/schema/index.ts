export * from './auth.ts';
export * from './history.ts';
export * from './incidents.ts';
export * from './investigations.ts';
export * from './notifications.ts';
export * from './organizations.ts';
export * from './records.ts';
export * from './users.ts';
