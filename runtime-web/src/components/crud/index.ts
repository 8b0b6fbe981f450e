// The CRUD kit of list screens: query bar, paged table with selection, modal form, confirm-delete, notices.
//
// Usage (see pages/system/* for full screens):
//
//   const list = useCrudList<Role>({ load: (q) => roleApi.list(q) });
//   const editor = useFormModal<Role>();        // editor.show() adds, editor.show(row) edits
//   <CrudPage list={list}
//     query={<QueryBar fields={[{ name: 'roleName', label: t('…') }]} onSearch={list.search} onReset={list.reset} />}
//     toolbar={<>
//       <PermButton perm={PERMISSIONS.system.role.add} type="primary" onClick={() => editor.show()}>{t('crud.add')}</PermButton>
//       <BatchButton list={list} perm={PERMISSIONS.system.role.delete} confirm danger
//         onRun={(ids) => roleApi.removeBatch(ids)}>{t('crud.batchDelete')}</BatchButton>
//     </>}>
//     <CrudTable list={list} columns={[…, { render: (_, row) => <RowActions>
//       <RowButton perm={PERMISSIONS.system.role.edit} onClick={() => editor.show(row)}>{t('crud.edit')}</RowButton>
//       <DeleteButton perm={PERMISSIONS.system.role.delete} onDelete={() => api.remove(row.id)} onDone={list.reload} />
//     </RowActions> }]} />
//   </CrudPage>
//   <FormModal state={editor} title={…} initialValues={(row) => row ?? {}} onSubmit={(values, row) => save(values, row)}
//     onSaved={list.reload}><Form.Item name="roleName" rules={[…]}><Input /></Form.Item></FormModal>
//
// Failed calls are reported by the request layer (runtime-web/src/request): the kit only adds
// 'Operation is successful', 'Please select a record' and 'Are you sure to delete the record?'.
// `load` may return a plain array for unpaged lists (the table then shows no pagination); rows are keyed by `id`
// unless `rowKey` says otherwise. Texts of a screen: `registerTexts({ zh_CN, en_US })` (i18n/language.ts), in the screen's chunk.
export { BatchButton, DeleteButton, PermButton, RowActions, RowButton, useConfirm } from './actions.tsx';
export { CrudPage } from './CrudPage.tsx';
export { CrudTable } from './CrudTable.tsx';
export { FormModal, useFormModal, type FormModalState } from './FormModal.tsx';
export { notifySuccess, runAction, warnSelectRecord } from './notices.ts';
export { QueryBar, cleanQuery, type QueryField } from './QueryBar.tsx';
export { useCrudList, type CrudList, type PageResult, type PagedQuery, type Query } from './useCrudList.ts';
