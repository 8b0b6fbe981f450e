// HTTP service configs: a named call to another service (the server's SSRF guard decides what it may reach).
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logicTests, type LogicDocument } from '../../../api/logic.ts';
import { requiredRule } from '../shared/rules.ts';
import { LogicDocumentsPage, type LogicDocumentsDef } from './LogicDocumentsPage.tsx';
import { PairList, RowsTable, TestModal } from './parts.tsx';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const PARAMETER_TYPES = ['query', 'json', 'form'];

function HttpTester({ doc, onClose }: { doc: LogicDocument; onClose(): void }) {
  const { t } = useTranslation();
  const parameters = ((doc.inParameter as { parameterKey: string; defaultValue?: string }[] | undefined) ?? [])
    .map((p) => ({ key: p.parameterKey, defaultValue: p.defaultValue }));
  return (
    <TestModal title={`${t('logic.test')} · ${String(doc.httpName)}`} parameters={parameters} runLabel={t('logic.run')} onClose={onClose}
      onRun={async (values) => {
        const result = await logicTests.http(String(doc.httpCode), values);
        return (
          <>
            <RowsTable rows={result.rows} />
            <Typography.Title level={5}>{t('logic.answer')}</Typography.Title>
            <pre style={{ maxHeight: 240, overflow: 'auto' }}>{JSON.stringify(result.answer, null, 2)}</pre>
          </>
        );
      }}
    />
  );
}

function HttpFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="httpUrl" label={t('httpConfig.httpUrl')} rules={[requiredRule(t('httpConfig.httpUrl'))]}>
        <Input placeholder="https://api.example.com/cities/{province}" />
      </Form.Item>
      <Form.Item name="httpMethod" label={t('httpConfig.httpMethod')} rules={[requiredRule(t('httpConfig.httpMethod'))]}>
        <Select options={METHODS.map((m) => ({ value: m, label: m }))} />
      </Form.Item>
      <Form.Item name="inParameterType" label={t('httpConfig.inParameterType')}>
        <Select allowClear options={PARAMETER_TYPES.map((m) => ({ value: m, label: m }))} />
      </Form.Item>
      <Form.Item name="resultPath" label={t('httpConfig.resultPath')}>
        <Input placeholder="data.list" />
      </Form.Item>
      <PairList name="inParameter" label={t('logic.parameters')} keyField="parameterKey" valueField="defaultValue"
        keyLabel={t('logic.parameterKey')} valueLabel={t('logic.defaultValue')} addLabel={t('logic.addParameter')} />
      <PairList name="httpHeader" label={t('logic.headers')} keyField="key" valueField="value"
        keyLabel={t('logic.headerKey')} valueLabel={t('logic.headerValue')} addLabel={t('logic.addHeader')} />
    </>
  );
}

const def: LogicDocumentsDef = {
  kind: 'httpConfig',
  nameField: 'httpName',
  codeField: 'httpCode',
  columns: ['httpMethod', 'httpUrl'],
  Tester: HttpTester,
  fields: () => <HttpFields />,
  toForm: (doc) => ({ ...doc }),
  toDocument: (values) => ({
    ...values,
    inParameter: values.inParameter ?? [],
    httpHeader: ((values.httpHeader as { key: string; value?: string }[] | undefined) ?? []).map((h) => ({ key: h.key, value: h.value ?? '' })),
    resultPath: values.resultPath || undefined,
    inParameterType: values.inParameterType || undefined,
  }),
};

export default function HttpConfigsPage() {
  return <LogicDocumentsPage def={def} />;
}
