// The SMS code of a registration form: its input beside "Get code", which checks the phone field first, sends the code
// for the form's purpose (the engine's SMS_MODES) and waits a minute before it may send again.
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsMode } from '../../engine.ts';
import { notify } from '../../request/report.ts';
import { requiredRule } from '../user/rules.ts';
import { sendSmsCode } from './sms.ts';
import { useCountdown } from './useCountdown.ts';

const RESEND_SECONDS = 60;

export function SmsCodeField({ form, smsmode }: { form: FormInstance; smsmode: SmsMode }) {
  const { t } = useTranslation();
  const [countdown, setCountdown] = useCountdown();

  const sendCode = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    try {
      await sendSmsCode(form.getFieldValue('phone'), smsmode);
      setCountdown(RESEND_SECONDS);
    } catch (error) {
      notify('error', (error as Error).message || t('msg.operationFailure'));
    }
  };
  const label = t('register.smsCode');
  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name="smsCode" noStyle rules={[requiredRule(label)]}>
          <Input aria-label={label} maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Button disabled={countdown > 0} onClick={() => void sendCode()}>
          {countdown > 0 ? `${countdown}s` : t('login.getSmsCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
