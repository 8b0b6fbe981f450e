// The dialog of a save refused as stale (someone saved a newer version meanwhile): reload theirs, or keep the user's
// work — merged onto theirs.
import { Button, Modal } from 'antd';
import type { Language } from '@yc/engine';
import { text } from '../form/ui/texts.ts';

export interface StaleDialogProps {
  lang: Language;
  /** What was saved meanwhile (a form, by default). */
  title?: string;
  /** The version stored now; undefined: the dialog is closed. */
  version?: number;
  onReload(): void;
  /** Keeps the user's work: `label` names how (merge, overwrite). */
  keep: { label: string; run(): void };
  onCancel(): void;
}

export function StaleDialog({ lang, title, version, onReload, keep, onCancel }: StaleDialogProps) {
  return (
    <Modal
      open={version !== undefined}
      title={title ?? text(lang, 'staleTitle')}
      onCancel={onCancel}
      footer={[
        <Button key="reload" data-testid="stale-reload" onClick={onReload}>{text(lang, 'reload')}</Button>,
        <Button key="keep" type="primary" data-testid="stale-keep" onClick={keep.run}>{keep.label}</Button>,
      ]}
    >
      <p data-testid="stale-text">{version !== undefined && text(lang, 'staleText', { version })}</p>
    </Modal>
  );
}
