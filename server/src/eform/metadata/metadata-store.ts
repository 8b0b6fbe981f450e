// Moved to eform/store/metadata.ts; kept for the importers not yet pointed there.
export * from '../store/metadata.ts';
