// Moved to eform/store/models.ts; kept for the importers not yet pointed there.
export { asTableOwner } from '../store/models.ts';
