// Delegations (bpm/delegate), for administrators: everyone's delegations, by delegator or bailee and state; one
// cancelled with the permission (its unhandled tasks go back to the delegator).
import { DelegationsPanel } from './DelegationsPanel.tsx';

export default function DelegationsPage() {
  return <DelegationsPanel scope="all" />;
}
