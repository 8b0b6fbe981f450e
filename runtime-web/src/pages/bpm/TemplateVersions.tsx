// A template's published versions in a drawer: who published each and when, each one's file to download, and what
// changed between two of them — or between a version and the design being edited — picked in two selectors (the
// engine's diff, computed by the server: nodes, flows, conditions, node settings, start permission, form, name).
import { Drawer, Empty, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { templateManageApi, type DefinitionVersion, type DesignRef, type TemplateDiff } from '../../api/bpm.ts';
import { ApiError } from '../../request/http.ts';
import { ExportTemplateButton } from './TemplateTransfer.tsx';
import './template-texts.ts';

export interface TemplateVersionsProps {
  /** The template whose versions are shown (newest first); undefined: closed. */
  of?: { key: string; versions: DefinitionVersion[] };
  onClose(): void;
}

const named = (item: { id: string; name?: string }) => (item.name ? `${item.name} (${item.id})` : item.id);

function Section({ title, items, testId }: { title: string; items: ReactNode[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div data-testid={testId}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ margin: '4px 0 12px', paddingInlineStart: 20 }}>{items.map((item, i) => <li key={i}>{item}</li>)}</ul>
    </div>
  );
}

/** The diff as sections of what changed, each only when something did. */
export function DiffView({ diff }: { diff: TemplateDiff }) {
  const { t } = useTranslation();
  const none = t('bpm.diff.none');
  const arrow = (from: ReactNode, to: ReactNode) => <>{from ?? none} → {to ?? none}</>;
  const json = (value: unknown) => <code style={{ fontSize: 12 }}>{value === undefined ? none : JSON.stringify(value)}</code>;
  const start = (p: TemplateDiff['startPermission'] extends infer C ? (C extends { from: infer F } ? F : never) : never) =>
    (p.type === 'roles' ? `${t('bpm.template.start.roles')}: ${(p.roleCodes ?? []).join(', ')}` : t('bpm.template.start.all'));
  if (diff.unchanged) return <Empty description={t('bpm.versions.unchanged')} data-testid="bpm-template-diff-none" />;
  return (
    <div data-testid="bpm-template-diff">
      <Section testId="diff-nodes-added" title={t('bpm.diff.nodesAdded')} items={diff.nodesAdded.map((n) => <>{named(n)} <Tag>{n.type}</Tag></>)} />
      <Section testId="diff-nodes-removed" title={t('bpm.diff.nodesRemoved')} items={diff.nodesRemoved.map((n) => <>{named(n)} <Tag>{n.type}</Tag></>)} />
      <Section testId="diff-nodes-renamed" title={t('bpm.diff.nodesRenamed')} items={diff.nodesRenamed.map((n) => <>{n.id}: {arrow(n.from, n.to)}</>)} />
      <Section testId="diff-flows-added" title={t('bpm.diff.flowsAdded')} items={diff.flowsAdded.map((f) => <>{named(f)}: {f.source} → {f.target}</>)} />
      <Section testId="diff-flows-removed" title={t('bpm.diff.flowsRemoved')} items={diff.flowsRemoved.map((f) => <>{named(f)}: {f.source} → {f.target}</>)} />
      <Section testId="diff-conditions" title={t('bpm.diff.conditionsChanged')} items={diff.conditionsChanged.map((c) => <>{named(c)}: {arrow(c.from && <code>{c.from}</code>, c.to && <code>{c.to}</code>)}</>)} />
      <Section testId="diff-settings" title={t('bpm.diff.settingsChanged')} items={diff.settingsChanged.map((s) => <>{named(s)}: {arrow(json(s.from), json(s.to))}</>)} />
      <Section testId="diff-start" title={t('bpm.diff.startPermission')} items={diff.startPermission ? [arrow(start(diff.startPermission.from), start(diff.startPermission.to))] : []} />
      <Section testId="diff-form" title={t('bpm.diff.formCode')} items={diff.formCode ? [arrow(diff.formCode.from, diff.formCode.to)] : []} />
      <Section testId="diff-name" title={t('bpm.diff.name')} items={diff.name ? [arrow(diff.name.from, diff.name.to)] : []} />
    </div>
  );
}

export function TemplateVersions({ of, onClose }: TemplateVersionsProps) {
  const { t } = useTranslation();
  const label = (field: string) => t(`bpm.template.${field}`);
  const versions = of?.versions ?? [];
  // The newest version against the one before it; with one version, against the design.
  const [picked, setPicked] = useState<{ from?: DesignRef; to?: DesignRef }>({});
  const [diff, setDiff] = useState<{ loading: boolean; result?: TemplateDiff }>({ loading: false });
  const from = picked.from ?? versions[1]?.version ?? versions[0]?.version;
  const to = picked.to ?? (versions.length > 1 ? versions[0]!.version : 'design');

  useEffect(() => setPicked({}), [of]);
  useEffect(() => {
    if (!of || from === undefined) return setDiff({ loading: false });
    let current = true;
    setDiff({ loading: true });
    templateManageApi.diff(of.key, from, to).then(
      (result) => current && setDiff({ loading: false, result }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) setDiff({ loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [of, from, to]);

  const options = [...versions.map((v) => ({ value: v.version as DesignRef, label: `v${v.version}` })), { value: 'design' as DesignRef, label: t('bpm.versions.design') }];
  return (
    <Drawer open={of !== undefined} onClose={onClose} title={`${label('versions')} · ${of?.key ?? ''}`} size={640} data-testid="bpm-template-versions">
      <Table<DefinitionVersion>
        size="small" rowKey="version" pagination={false} dataSource={versions} data-testid="bpm-template-version-list"
        columns={[
          { title: label('publishedVersion'), dataIndex: 'version', render: (v: number) => <Tag>v{v}</Tag> },
          { title: label('name'), dataIndex: 'name' },
          { title: label('publishedBy'), dataIndex: 'publishedBy' },
          { title: label('publishedAt'), dataIndex: 'publishedAt', render: (at: string) => new Date(at).toLocaleString() },
          { key: 'file', render: (_: unknown, v: DefinitionVersion) => of && <ExportTemplateButton templateKey={of.key} version={v.version} /> },
        ]}
      />
      {versions.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <Space wrap style={{ marginBottom: 12 }}>
            {t('bpm.versions.from')}
            <Select<DesignRef> value={from} options={options} style={{ width: 140 }} data-testid="bpm-versions-from" onChange={(value) => setPicked((p) => ({ ...p, from: value }))} />
            {t('bpm.versions.to')}
            <Select<DesignRef> value={to} options={options} style={{ width: 140 }} data-testid="bpm-versions-to" onChange={(value) => setPicked((p) => ({ ...p, to: value }))} />
          </Space>
          <Spin spinning={diff.loading}>{diff.result && <DiffView diff={diff.result} />}</Spin>
        </div>
      )}
    </Drawer>
  );
}
