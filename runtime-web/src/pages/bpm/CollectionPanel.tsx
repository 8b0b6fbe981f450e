// My collection (a tab of My tasks): the user's favourite processes in a folder tree under the root 'My collection'.
// Folders are added (under the selected one), renamed and deleted (asked first); a process the user may start is
// collected into a folder, removed (asked first), and started in one click on its start page (/flow/start/{key}, the
// start flow every process takes). The server decides every rule; its refusals are shown by the request layer.
import { DeleteOutlined, EditOutlined, FolderAddOutlined, FolderOutlined, PlayCircleOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Select, Space, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { BPM_MESSAGES } from '@yc/engine/bpm/messages';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { processApi, type StartableTemplate } from '../../api/bpm.ts';
import { collectionApi, type CollectedProcess, type CollectionFolder } from '../../api/collection.ts';
import { FormModal, RowButton, runAction, useConfirm, useFormModal } from '../../components/crud/index.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { renderMessage } from '../../renderers/engine.ts';
import { requiredRule } from '../system/shared/rules.ts';
import './collection-texts.ts';

type FolderDialog = { mode: 'add'; parentId: string } | { mode: 'rename'; folder: CollectionFolder };

/** The folders depth-first from the root (each followed by its sub-folders), as a list shows a tree. */
function inTreeOrder(folders: CollectionFolder[]): CollectionFolder[] {
  const ordered: CollectionFolder[] = [];
  const visit = (folder: CollectionFolder) => {
    ordered.push(folder);
    folders.filter((f) => f.parentId === folder.id).forEach(visit);
  };
  folders.filter((f) => f.root).forEach(visit);
  return ordered;
}

/** The folder's name as shown: the root's in the console's language. */
const folderLabel = (folder: CollectionFolder) => (folder.root ? renderMessage(BPM_MESSAGES.collectionRoot, currentLanguage()) : folder.name);

export function CollectionPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = (field: string) => t(`bpm.collection.${field}`);
  const [folders, setFolders] = useState<CollectionFolder[]>([]);
  const [selected, setSelected] = useState<string>();
  const [startable, setStartable] = useState<StartableTemplate[]>([]);
  const folderDialog = useFormModal<FolderDialog>();
  const collector = useFormModal<undefined>();
  const [confirm, confirmHolder] = useConfirm();

  const reload = useCallback(async () => setFolders((await collectionApi.tree()).folders), []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const root = folders.find((f) => f.root);
  const target = folders.find((f) => f.id === selected) ?? root;

  const processNode = (process: CollectedProcess): TreeDataNode => ({
    key: `process:${process.key}`,
    isLeaf: true,
    selectable: false,
    icon: <StarOutlined style={{ color: '#FAAD14' }} />,
    title: (
      <Space size={4} data-testid={`collection-process-${process.key}`}>
        <span>{process.name}</span>
        {process.group && <Typography.Text type="secondary">· {process.group}</Typography.Text>}
        {!process.startable && <Tag color="default">{label('notStartable')}</Tag>}
        <RowButton icon={<PlayCircleOutlined />} disabled={!process.startable} data-testid={`collection-start-${process.key}`}
          onClick={() => navigate(`/flow/start/${encodeURIComponent(process.key)}`)}>{label('start')}</RowButton>
        <RowButton danger data-testid={`collection-remove-${process.key}`}
          onClick={() => confirm(label('confirmRemove'), () => runAction(() => collectionApi.remove(process.key), reload))}>{label('remove')}</RowButton>
      </Space>
    ),
  });

  // The flat list as a tree: each folder with its sub-folders, then its processes.
  const treeData = useMemo(() => {
    const nodeOf = (folder: CollectionFolder): TreeDataNode => ({
      key: folder.id,
      icon: <FolderOutlined />,
      title: (
        <Space size={4}>
          <span data-testid={`collection-folder-${folder.root ? 'root' : folder.name}`}>{folderLabel(folder)}</span>
          {!folder.root && (
            <>
              <RowButton icon={<EditOutlined />} aria-label={label('renameFolder')} data-testid={`collection-rename-${folder.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  folderDialog.show({ mode: 'rename', folder });
                }} />
              <RowButton danger icon={<DeleteOutlined />} aria-label={t('crud.delete')} data-testid={`collection-delete-${folder.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  confirm(true, () => runAction(() => collectionApi.deleteFolder(folder.id), async () => {
                    if (selected === folder.id) setSelected(undefined);
                    await reload();
                  }));
                }} />
            </>
          )}
        </Space>
      ),
      children: [...folders.filter((f) => f.parentId === folder.id).map(nodeOf), ...folder.processes.map(processNode)],
    });
    return root ? [nodeOf(root)] : [];
    // The titles' handlers close over the current folders and selection only.
  }, [folders, selected, t]);

  const collected = new Set(folders.flatMap((f) => f.processes.map((p) => p.key)));

  return (
    <div data-testid="bpm-collection">
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<FolderAddOutlined />} data-testid="collection-add-folder" disabled={!target}
          onClick={() => folderDialog.show({ mode: 'add', parentId: target!.id })}>{label('addFolder')}</Button>
        <Button type="primary" icon={<StarOutlined />} data-testid="collection-collect" disabled={!target} onClick={async () => {
          setStartable(await processApi.startable());
          collector.show();
        }}>{label('collect')}</Button>
      </Space>
      {root && (
        <Tree
          showIcon
          blockNode
          treeData={treeData}
          expandedKeys={folders.map((f) => f.id)}
          selectedKeys={target ? [target.id] : []}
          onSelect={(keys) => setSelected(keys[0] === undefined ? undefined : String(keys[0]))}
        />
      )}
      {root && folders.every((f) => !f.processes.length) && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('empty')} />}
      <FormModal<FolderDialog, { name: string }>
        state={folderDialog}
        testId="collection-folder-dialog"
        title={folderDialog.record?.mode === 'rename' ? label('renameFolder') : label('addFolder')}
        initialValues={(dialog) => (dialog?.mode === 'rename' ? { name: dialog.folder.name } : {})}
        onSubmit={({ name }, dialog) => (dialog!.mode === 'rename'
          ? collectionApi.editFolder(dialog!.folder.id, name)
          : collectionApi.addFolder(name, dialog!.parentId))}
        onSaved={reload}
      >
        <Form.Item name="name" label={label('folderName')} rules={[requiredRule(label('folderName'))]}>
          <Input maxLength={100} data-testid="collection-folder-name" />
        </Form.Item>
      </FormModal>
      <FormModal<undefined, { templateKey: string; folderId: string }>
        state={collector}
        testId="collection-collect-dialog"
        title={label('collect')}
        initialValues={() => ({ folderId: target?.id })}
        onSubmit={({ templateKey, folderId }) => collectionApi.add(templateKey, folderId)}
        onSaved={reload}
      >
        <Form.Item name="templateKey" label={label('process')} rules={[requiredRule(label('process'))]}>
          <Select data-testid="collection-collect-process" showSearch optionFilterProp="label"
            options={startable.filter((tpl) => !collected.has(tpl.key)).map((tpl) => ({ value: tpl.key, label: `${tpl.group} · ${tpl.name}` }))} />
        </Form.Item>
        <Form.Item name="folderId" label={label('folder')} rules={[requiredRule(label('folder'))]}>
          <Select data-testid="collection-collect-folder"
            options={inTreeOrder(folders).map((f) => ({ value: f.id, label: `${'\u00a0\u00a0'.repeat(f.depth)}${folderLabel(f)}` }))} />
        </Form.Item>
      </FormModal>
      {confirmHolder}
    </div>
  );
}
