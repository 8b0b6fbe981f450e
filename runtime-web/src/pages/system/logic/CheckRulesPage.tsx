// Check rules: a pattern a value (or its first characters) must match, with the message shown when it does not.
import { Alert, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { logicTests, type LogicDocument } from '../../../api/logic.ts';
import { requiredRule } from '../shared/rules.ts';
import { LogicDocumentsPage, type LogicDocumentsDef } from './LogicDocumentsPage.tsx';
import { TestModal } from './parts.tsx';

function CheckTester({ doc, onClose }: { doc: LogicDocument; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <TestModal title={`${t('logic.test')} · ${String(doc.ruleName)}`} parameters={[{ key: 'value' }]} runLabel={t('logic.check')} onClose={onClose}
      onRun={async (values) => {
        await logicTests.check(String(doc.ruleCode), values.value ?? '');
        return <Alert type="success" showIcon message={t('logic.passed')} data-testid="logic-passed" />;
      }} />
  );
}

function CheckFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="pattern" label={t('checkRule.pattern')} rules={[requiredRule(t('checkRule.pattern'))]}>
        <Input style={{ fontFamily: 'monospace' }} placeholder="^[A-Z]{2}\d+$" />
      </Form.Item>
      <Form.Item name="digits" label={t('checkRule.digits')}><InputNumber min={0} /></Form.Item>
      <Form.Item name="message" label={t('checkRule.message')} rules={[requiredRule(t('checkRule.message'))]}><Input /></Form.Item>
      <Form.Item name="priority" label={t('checkRule.priority')}><InputNumber /></Form.Item>
    </>
  );
}

const def: LogicDocumentsDef = {
  kind: 'checkRule',
  nameField: 'ruleName',
  codeField: 'ruleCode',
  columns: ['pattern', 'message'],
  Tester: CheckTester,
  fields: () => <CheckFields />,
  toDocument: (values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')),
};

export default function CheckRulesPage() {
  return <LogicDocumentsPage def={def} />;
}
