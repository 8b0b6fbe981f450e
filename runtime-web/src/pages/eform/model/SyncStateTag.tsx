// The sync state of a table model (spec §4): not created, created, not synced, synced.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SyncState } from '../shared/engine.ts';

const COLORS: Record<SyncState, string> = { notCreated: 'default', created: 'blue', notSynced: 'orange', synced: 'green' };

export function SyncStateTag({ state }: { state: SyncState | null | undefined }) {
  const { t } = useTranslation();
  const shown = state ?? 'notCreated';
  return (
    <Tag color={COLORS[shown]} data-testid="sync-state" data-state={shown}>
      {t(`model.sync.${shown}`)}
    </Tag>
  );
}
