// SQL configs: a named query of the platform's database or a data source, with named parameters; tested in place.
import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { logicTests, type LogicDocument } from '../../../api/logic.ts';
import { DataSourceSelect } from '../../../components/DataSourceSelect.tsx';
import { requiredRule } from '../shared/rules.ts';
import { LogicDocumentsPage, type LogicDocumentsDef } from './LogicDocumentsPage.tsx';
import { PairList, RowsTable, TestModal } from './parts.tsx';

type Parameter = { parameterKey: string; defaultValue?: string };

function SqlTester({ doc, onClose }: { doc: LogicDocument; onClose(): void }) {
  const { t } = useTranslation();
  const parameters = ((doc.parameters as Parameter[] | undefined) ?? []).map((p) => ({ key: p.parameterKey, defaultValue: p.defaultValue }));
  return (
    <TestModal title={`${t('logic.test')} · ${String(doc.sqlName)}`} parameters={parameters} runLabel={t('logic.run')} onClose={onClose}
      onRun={async (values) => {
        const result = await logicTests.sql(String(doc.sqlCode), values);
        return (
          <>
            {result.truncated && <Alert type="warning" showIcon message={t('logic.truncated')} style={{ marginBottom: 8 }} />}
            <RowsTable rows={result.rows} />
          </>
        );
      }}
    />
  );
}

const def: LogicDocumentsDef = {
  kind: 'sqlConfig',
  nameField: 'sqlName',
  codeField: 'sqlCode',
  columns: ['dsName', 'sqlQuery'],
  Tester: SqlTester,
  fields: () => <SqlFields />,
  toDocument: (values) => ({ ...values, dsName: values.dsName || undefined, parameters: values.parameters ?? [] }),
};

function SqlFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="dsName" label={t('sqlConfig.dsName')}>
        <DataSourceSelect placeholder={t('logic.platformDb')} />
      </Form.Item>
      <Form.Item name="sqlQuery" label={t('sqlConfig.sqlQuery')} rules={[requiredRule(t('sqlConfig.sqlQuery'))]}>
        <Input.TextArea rows={6} style={{ fontFamily: 'monospace' }} placeholder="select id, name from customer where name like :name" />
      </Form.Item>
      <Form.Item name="writable" label={t('sqlConfig.writable')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <PairList name="parameters" label={t('logic.parameters')} keyField="parameterKey" valueField="defaultValue"
        keyLabel={t('logic.parameterKey')} valueLabel={t('logic.defaultValue')} addLabel={t('logic.addParameter')} />
    </>
  );
}

export default function SqlConfigsPage() {
  return <LogicDocumentsPage def={def} />;
}
