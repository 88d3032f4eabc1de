export * from './common';
export * from './money';
export * from './users';
export * from './admins';
export * from './notifications';
export * from './dashboard';
