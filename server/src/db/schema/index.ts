export * from './users.ts';
export * from './organisation.ts';
export * from './people.ts';
export * from './scheduling.ts';
export * from './notices.ts';
export * from './accounts.ts';
export * from './uploads.ts';
export * from './teams.ts';
