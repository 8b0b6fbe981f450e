// Check rules: a pattern a value (or its first characters) must match, with the message shown when it does not.
// The pattern runs on the engine's linear-time matcher; one it cannot run is refused here as the server refuses it.
import { Alert, Form, Input, InputNumber, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkUserPattern } from '@yc/engine/rules/user-pattern';
import { renderMessage } from '@yc/engine/wire';
import { currentLanguage } from '../../../i18n/language.ts';
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

/** The engine's refusal of a pattern it cannot run (a backreference, a lookaround …), naming the rule. */
const linearPatternRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const refusal = typeof value === 'string' && value ? checkUserPattern(value, String(getFieldValue('ruleCode') ?? '')) : undefined;
    if (refusal) throw new Error(renderMessage(refusal, currentLanguage()));
  },
});

function CheckFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="pattern" label={t('checkRule.pattern')} rules={[requiredRule(t('checkRule.pattern')), linearPatternRule]}>
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
