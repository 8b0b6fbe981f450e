// Moved to the identity store; kept here for the importers outside identity.
export * from './store/grants.ts';
