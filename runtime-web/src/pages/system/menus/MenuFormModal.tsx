// Add and edit a menu item: directory, menu or button, with every menu field of spec §3.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Space, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi, type MenuRecord } from '../../../api/access.ts';
import { FormModal, type FormModalState } from '../../../components/crud/index.ts';
import { BackRadio, ValidRadio } from '../shared/choices.tsx';
import { requiredRule } from '../shared/rules.ts';
import { MENU_TYPES, PERMISSION_STATUSES, PERMS_TYPES } from '../shared/vocab.ts';
import { LayoutMismatchWarning } from './LayoutMismatchWarning.tsx';

/** What the modal is opened with: the item edited, or the parent of a new one. */
export interface MenuTarget {
  item?: MenuRecord;
  parent?: MenuRecord;
}

type Prop = { label: string; value: string };
type Values = Partial<Omit<MenuRecord, 'componentProps'>> & { componentProps?: Prop[] };

const half = { xs: 24, sm: 12 };
const SWITCHES = ['menuHidden', 'isKeepalive', 'internalOrExternal', 'alwaysShow'] as const;

/** The item's pairs (a JSON text where an older answer sent one). */
function parseProps(value: MenuRecord['componentProps'] | string): Prop[] {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Prop[]) : [];
  } catch {
    return [];
  }
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** Directories and menus (not buttons) as parents; the item itself and its subtree cannot be picked. */
function parentOptions(nodes: readonly MenuRecord[], self: string | undefined): ParentOption[] {
  return nodes
    .filter((n) => n.menuType !== MENU_TYPES.button && n.id !== self)
    .map((n) => ({ value: n.id, title: n.name, ...(n.children ? { children: parentOptions(n.children, self) } : {}) }));
}

function initialValues(target: MenuTarget | undefined): Values {
  const item = target?.item;
  if (item) return { ...item, componentProps: parseProps(item.componentProps) };
  const parent = target?.parent;
  return {
    menuType: parent ? (parent.menuType === MENU_TYPES.directory ? MENU_TYPES.menu : MENU_TYPES.button) : MENU_TYPES.directory,
    parentId: parent?.id ?? null,
    back: parent?.back ?? '1',
    sortNo: 1,
    permsType: PERMS_TYPES.visible,
    status: PERMISSION_STATUSES.valid,
    componentProps: [],
    menuHidden: false,
    isKeepalive: false,
    internalOrExternal: false,
    alwaysShow: false,
  };
}

function toWire(values: Values): Partial<MenuRecord> {
  const props = (values.componentProps ?? []).filter((p) => p?.label);
  return { ...values, sortNo: values.sortNo ?? 0, parentId: values.parentId ?? null, componentProps: props.length ? props : null };
}

export function MenuFormModal({ state, tree, onSaved }: { state: FormModalState<MenuTarget>; tree: readonly MenuRecord[]; onSaved(): unknown }) {
  const { t } = useTranslation();
  const item = state.record?.item;
  const parents = useMemo(() => parentOptions(tree, item?.id), [tree, item?.id]);
  const submit = (values: Values) => {
    const wire = toWire(values);
    return item ? menuApi.edit({ ...wire, id: item.id, version: item.version }) : menuApi.add(wire);
  };
  return (
    <FormModal<MenuTarget, Values>
      state={state}
      title={t(item ? 'menu.edit' : 'menu.add')}
      width={780}
      initialValues={initialValues}
      onSubmit={submit}
      onSaved={onSaved}
      testId="menu-form"
    >
      <LayoutMismatchWarning tree={tree} />
      <Form.Item name="menuType" label={t('menu.menuType')}>
        <Radio.Group
          options={[
            { value: MENU_TYPES.directory, label: t('menu.typeDirectory') },
            { value: MENU_TYPES.menu, label: t('menu.typeMenu') },
            { value: MENU_TYPES.button, label: t('menu.typeButton') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['menuType']}>
        {({ getFieldValue }) => {
          const type = getFieldValue('menuType') as number;
          const button = type === MENU_TYPES.button;
          return (
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item name="name" label={t('menu.name')} rules={[requiredRule(t('menu.name'))]}>
                  <Input id="menu-name" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="nameEn" label={t('menu.nameEn')}>
                  <Input id="menu-name-en" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="parentId" label={t('menu.parent')} rules={type === MENU_TYPES.directory ? [] : [requiredRule(t('menu.parent'))]}>
                  <TreeSelect id="menu-parent" allowClear treeData={parents} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="sortNo" label={t('menu.sortNo')}>
                  <InputNumber style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {button ? (
                <>
                  <Col {...half}>
                    <Form.Item name="perms" label={t('menu.perms')} extra={t('menu.permsHint')} rules={[requiredRule(t('menu.perms'))]}>
                      <Input id="menu-perms" />
                    </Form.Item>
                  </Col>
                  <Col {...half}>
                    <Form.Item name="permsType" label={t('menu.permsType')}>
                      <Radio.Group
                        id="menu-perms-type"
                        options={[
                          { value: PERMS_TYPES.visible, label: t('menu.permsVisible') },
                          { value: PERMS_TYPES.editable, label: t('menu.permsEditable') },
                        ]}
                      />
                    </Form.Item>
                  </Col>
                </>
              ) : (
                <MenuPageFields />
              )}
              <Col {...half}>
                <Form.Item name="back" label={t('menu.back')}>
                  <BackRadio />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="status" label={t('menu.status')}>
                  <ValidRadio />
                </Form.Item>
              </Col>
            </Row>
          );
        }}
      </Form.Item>
    </FormModal>
  );
}

/** Fields of directories and menus (routing, display, micro-app). */
function MenuPageFields() {
  const { t } = useTranslation();
  const text = (name: keyof MenuRecord, extra?: string) => (
    <Col {...half} key={name}>
      <Form.Item name={name} label={t(`menu.${name}`)} extra={extra}>
        <Input id={`menu-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      {text('url')}
      {text('component')}
      {text('redirect')}
      {text('icon')}
      {text('microAppRoute')}
      {text('microAppUrl')}
      {text('groupCode')}
      <Col xs={24}>
        <Form.Item label={t('menu.componentProps')}>
          <Form.List name="componentProps">
            {(fields, { add, remove }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'label']} noStyle rules={[requiredRule(t('menu.componentPropsLabel'))]}>
                      <Input placeholder={t('menu.componentPropsLabel')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} noStyle>
                      <Input placeholder={t('menu.componentPropsValue')} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ label: '', value: '' })}>
                  {t('menu.addProp')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </Col>
      {SWITCHES.map((name) => (
        <Col xs={12} sm={6} key={name}>
          <Form.Item name={name} label={t(`menu.${name}`)} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      ))}
    </>
  );
}
