// The preview of a generated module: its files with their merge status, the text of the chosen file, and for a
// conflicted file each conflict with both sides and the choice between them.
import { Alert, Card, Col, List, Radio, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeStatus } from '@yc/engine/codegen/merge';

export interface PlannedFile {
  path: string;
  status: MergeStatus;
  content?: string;
  conflicts?: { mine: string; base: string; next: string }[];
}

export type Choices = Readonly<Record<string, readonly ('mine' | 'next')[]>>;

const STATUS_COLORS: Readonly<Record<MergeStatus, string>> = {
  new: 'green', unchanged: 'default', updated: 'blue', merged: 'cyan', conflict: 'red', deleted: 'default',
};

const Code = ({ text, testId }: { text: string; testId?: string }) => (
  <pre data-testid={testId} style={{ maxHeight: 480, overflow: 'auto', background: 'rgba(0,0,0,0.03)', padding: 8, fontSize: 12 }}>{text}</pre>
);

export function PreviewPane({ files, choices, onChoose }: {
  files: readonly PlannedFile[];
  choices: Choices;
  onChoose(path: string, index: number, side: 'mine' | 'next'): void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(files[0]?.path);
  const file = files.find((f) => f.path === selected);
  return (
    <Row gutter={16}>
      <Col span={8}>
        <List
          size="small" bordered data-testid="codegen-files" dataSource={[...files]}
          renderItem={(f) => (
            <List.Item onClick={() => setSelected(f.path)} style={{ cursor: 'pointer', fontWeight: f.path === selected ? 600 : 400 }} data-path={f.path}>
              <Typography.Text>{f.path}</Typography.Text>
              <Tag color={STATUS_COLORS[f.status]}>{t(`codegen.status.${f.status}`)}</Tag>
            </List.Item>
          )}
        />
      </Col>
      <Col span={16}>
        {file?.status === 'deleted' && <Alert type="info" title={t('codegen.deletedFile')} />}
        {file?.conflicts?.map((conflict, i) => (
          <Card key={i} size="small" title={t('codegen.conflict', { n: i + 1 })} style={{ marginBottom: 8 }}>
            <Radio.Group value={choices[file.path]?.[i] ?? 'next'} onChange={(e) => onChoose(file.path, i, e.target.value as 'mine' | 'next')}>
              <Radio value="mine">{t('codegen.mine')}</Radio>
              <Radio value="next">{t('codegen.next.side')}</Radio>
            </Radio.Group>
            <Row gutter={8}>
              <Col span={12}><Code text={conflict.mine} /></Col>
              <Col span={12}><Code text={conflict.next} /></Col>
            </Row>
          </Card>
        ))}
        {file?.content !== undefined && <Code text={file.content} testId="codegen-file" />}
      </Col>
    </Row>
  );
}
