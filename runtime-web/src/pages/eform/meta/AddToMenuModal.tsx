// "Add to menu" of a page: choose the parent menu, console or front, and the title in both languages; the server
// creates the item (eform/view, path ending in the page's code) with the page's button permissions.
import { Form, Input, Radio, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi, type MenuRecord } from '../../../api/access.ts';
import { pageMenuApi } from '../../../api/eform.ts';
import { FormModal, type FormModalState } from '../../../components/crud/index.ts';
import { useInLanguage, type InLanguage } from '../../../i18n/in-language.ts';
import { loadPermissions } from '../../../session/actions.ts';
import type { View } from '../shared/engine.ts';

type Values = { parentId: string | null; back: '0' | '1'; name: string; nameEn?: string };
interface ParentOption { value: string; title: string; children?: ParentOption[] }

const directories = (nodes: readonly MenuRecord[], inLang: InLanguage): ParentOption[] =>
  nodes.filter((n) => n.menuType === 0).map((n) => ({ value: n.id, title: inLang(n.name, n.nameEn), ...(n.children ? { children: directories(n.children, inLang) } : {}) }));

export function AddToMenuModal({ state }: { state: FormModalState<View> }) {
  const { t } = useTranslation();
  const inLang = useInLanguage();
  const [tree, setTree] = useState<MenuRecord[]>([]);
  useEffect(() => {
    if (state.open) void menuApi.tree().then(setTree);
  }, [state.open]);
  return (
    <FormModal<View, Values>
      state={state}
      title={t('meta.addToMenu')}
      testId="add-to-menu"
      initialValues={(view) => ({ parentId: null, back: '1', name: view?.viewName ?? '', nameEn: '' })}
      onSubmit={(values, view) => pageMenuApi.add({ ...values, viewCode: view!.viewCode, parentId: values.parentId ?? null })}
      // The new item shows in the console's menu at once (for the roles that got it), besides the success notice.
      onSaved={loadPermissions}
      savedText={(values) => t('meta.addedToMenu', { name: inLang(values.name, values.nameEn) })}
    >
      <Form.Item name="parentId" label={t('meta.menuParent')}>
        <TreeSelect id="menu-parent" allowClear treeData={directories(tree, inLang)} treeDefaultExpandAll placeholder={t('meta.menuTopLevel')} />
      </Form.Item>
      <Form.Item name="back" label={t('meta.menuLayout')}>
        <Radio.Group options={[{ value: '1', label: t('meta.menuConsole') }, { value: '0', label: t('meta.menuFront') }]} />
      </Form.Item>
      <Form.Item name="name" label={t('meta.menuName')} rules={[{ required: true, message: t('meta.menuNameRequired') }]}>
        <Input id="menu-title" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('meta.menuNameEn')}>
        <Input id="menu-title-en" />
      </Form.Item>
    </FormModal>
  );
}
