// Add and edit a user: account, password pair (add only), roles, departments with the main one, jobs, contacts.
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { userApi, type UserForm, type UserRecord } from '../../../api/identity.ts';
import { FormModal, type FormModalState } from '../../../components/crud/index.ts';
import { JobSelect, OrgTreeSelect, RoleSelect } from '../shared/pickers.tsx';
import { emailRule, isEmail, isPhone, phoneRule, requiredRule, samePasswordRule, strongPasswordRule, uniqueRule } from '../shared/rules.ts';

type Values = Omit<UserForm, 'birthday'> & { birthday?: Dayjs | null };

const half = { xs: 24, sm: 12 };

/** Null for cleared optional fields, so that an edit can empty them. */
function toWire(values: Values): UserForm {
  const { birthday, ...rest } = values;
  const out: UserForm = { ...rest, userOrder: rest.userOrder ?? 0, birthday: birthday ? birthday.format('YYYY-MM-DD') : null };
  for (const key of ['email', 'phone', 'telephone', 'workNo'] as const) {
    if (typeof out[key] === 'string') out[key] = out[key].trim() || null;
  }
  return out;
}

async function initialValues(record: UserRecord | undefined): Promise<Partial<Values>> {
  if (!record) return { selectedRole: [], selectedDeparts: [], selectedJob: [], userOrder: 0, isRealUser: true };
  const user = await userApi.get(record.id);
  return { ...user, birthday: user.birthday ? dayjs(user.birthday) : null };
}

export function UserFormModal({ state, onSaved }: { state: FormModalState<UserRecord>; onSaved(): unknown }) {
  const { t } = useTranslation();
  const editing = state.record;
  const unique = (field: 'username' | 'email' | 'phone' | 'workNo', applies?: (value: string) => boolean) =>
    uniqueRule((value) => userApi.checkOnly({ [field]: value, ...(editing ? { id: editing.id } : {}) }), applies);
  const submit = (values: Values, record: UserRecord | undefined) => {
    const form = toWire(values);
    return record ? userApi.edit({ ...form, id: record.id, version: record.version }) : userApi.add(form);
  };
  return (
    <FormModal<UserRecord, Values>
      state={state}
      title={t(editing ? 'user.edit' : 'user.add')}
      width={760}
      initialValues={initialValues}
      onSubmit={submit}
      onSaved={onSaved}
      testId="user-form"
    >
      {(form) => (
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="username" label={t('user.username')} rules={[requiredRule(t('user.username')), unique('username')]} validateTrigger={['onChange', 'onBlur']}>
              <Input id="user-username" disabled={Boolean(editing)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="realname" label={t('user.realname')} rules={[requiredRule(t('user.realname'))]}>
              <Input id="user-realname" />
            </Form.Item>
          </Col>
          {!editing && (
            <>
              <Col {...half}>
                <Form.Item name="password" label={t('user.password')} extra={t('user.passwordRule')} rules={[requiredRule(t('user.password')), strongPasswordRule]}>
                  <Input.Password id="user-password" autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="confirmPassword"
                  label={t('user.confirmPassword')}
                  dependencies={['password']}
                  rules={[requiredRule(t('user.confirmPassword')), samePasswordRule('password')]}
                >
                  <Input.Password id="user-confirm-password" autoComplete="new-password" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col {...half}>
            <Form.Item name="workNo" label={t('user.workNo')} rules={[unique('workNo')]} validateTrigger={['onChange', 'onBlur']}>
              <Input id="user-work-no" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="selectedRole" label={t('user.roles')}>
              <RoleSelect id="user-roles" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="selectedDeparts" label={t('user.departs')}>
              <OrgTreeSelect
                id="user-departs"
                multiple
                onChange={(value) => {
                  const chosen = Array.isArray(value) ? value : [];
                  if (!chosen.includes(form.getFieldValue('mainDepartId'))) form.setFieldValue('mainDepartId', chosen[0] ?? null);
                }}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="mainDepartId" label={t('user.mainDepart')}>
              <MainDepartSelect />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="selectedJob" label={t('user.jobs')}>
              <JobSelect id="user-jobs" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="phone" label={t('user.phone')} rules={[phoneRule(), unique('phone', isPhone)]} validateTrigger={['onChange', 'onBlur']}>
              <Input id="user-phone" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="email" label={t('user.email')} rules={[emailRule(), unique('email', isEmail)]} validateTrigger={['onChange', 'onBlur']}>
              <Input id="user-email" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="sex" label={t('user.sex')}>
              <Select allowClear options={[{ value: 1, label: t('user.sexMale') }, { value: 2, label: t('user.sexFemale') }]} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="birthday" label={t('user.birthday')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="telephone" label={t('user.telephone')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="userOrder" label={t('user.userOrder')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="isRealUser" label={t('user.isRealUser')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormModal>
  );
}

const NONE: string[] = [];

/** The main department is one of the chosen ones; names come from the department tree. */
function MainDepartSelect(props: { value?: string | null; onChange?: (v: string | string[] | null) => void }) {
  const chosen = (Form.useWatch('selectedDeparts', Form.useFormInstance()) as string[] | undefined) ?? NONE;
  return <OrgTreeSelect {...props} id="user-main-depart" disabled={chosen.length === 0} onlyIds={chosen} />;
}
