// Fill rules: a generator of the registry (serial number, date, department code) with its parameters; a test draws
// a value (a serial number drawn in a test is used up, as every draw is).
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logicTests, type LogicDocument } from '../../../api/logic.ts';
import { FILL_RULE_CLASSES, SERIAL_RESETS } from '../../../engine.ts';
import { requiredRule } from '../shared/rules.ts';
import { LogicDocumentsPage, type LogicDocumentsDef } from './LogicDocumentsPage.tsx';
import { TestModal } from './parts.tsx';

/** The parameters each generator takes (the engine's schemas), as form items. */
const PARAMETERS: Record<string, string[]> = {
  serialNumber: ['prefix', 'digits', 'resetBy', 'suffix'],
  datePart: ['prefix', 'pattern', 'suffix'],
  orgCode: ['prefix', 'suffix'],
};

function FillTester({ doc, onClose }: { doc: LogicDocument; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <TestModal title={`${t('logic.test')} · ${String(doc.ruleName)}`} parameters={[]} runLabel={t('logic.draw')} onClose={onClose}
      onRun={async () => <Typography.Text code data-testid="logic-value">{await logicTests.fill(String(doc.ruleCode))}</Typography.Text>} />
  );
}

function FillFields() {
  const { t } = useTranslation();
  const ruleClass = Form.useWatch('ruleClass') as string | undefined;
  const shown = PARAMETERS[ruleClass ?? ''] ?? [];
  return (
    <>
      <Form.Item name="ruleClass" label={t('fillRule.ruleClass')} rules={[requiredRule(t('fillRule.ruleClass'))]}>
        <Select options={FILL_RULE_CLASSES.map((c) => ({ value: c, label: t(`fillRule.class.${c}`) }))} />
      </Form.Item>
      {shown.includes('prefix') && <Form.Item name="prefix" label={t('fillRule.prefix')}><Input maxLength={32} /></Form.Item>}
      {shown.includes('digits') && <Form.Item name="digits" label={t('fillRule.digits')}><InputNumber min={1} max={18} /></Form.Item>}
      {shown.includes('resetBy') && (
        <Form.Item name="resetBy" label={t('fillRule.resetBy')}>
          <Select options={SERIAL_RESETS.map((r) => ({ value: r, label: t(`fillRule.reset.${r}`) }))} />
        </Form.Item>
      )}
      {shown.includes('pattern') && (
        <Form.Item name="pattern" label={t('fillRule.pattern')} rules={[requiredRule(t('fillRule.pattern'))]}><Input placeholder="YYYYMMDD" /></Form.Item>
      )}
      {shown.includes('suffix') && <Form.Item name="suffix" label={t('fillRule.suffix')}><Input maxLength={32} /></Form.Item>}
    </>
  );
}

const def: LogicDocumentsDef = {
  kind: 'fillRule',
  nameField: 'ruleName',
  codeField: 'ruleCode',
  columns: ['ruleClass'],
  Tester: FillTester,
  fields: () => <FillFields />,
  toForm: (doc) => ({ ...doc, ...(doc.ruleParams as object | undefined) }),
  toDocument: (values) => {
    const ruleClass = String(values.ruleClass);
    const ruleParams = Object.fromEntries((PARAMETERS[ruleClass] ?? []).filter((k) => values[k] !== undefined && values[k] !== '' && values[k] !== null).map((k) => [k, values[k]]));
    return { ruleName: values.ruleName, ruleCode: values.ruleCode, ruleClass, ruleParams };
  },
};

export default function FillRulesPage() {
  return <LogicDocumentsPage def={def} />;
}
