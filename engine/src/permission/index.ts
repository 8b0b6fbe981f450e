// Permission checks of spec §6 (has-permission with its type-2 "disabled" case).
export * from './has-permission.ts';
