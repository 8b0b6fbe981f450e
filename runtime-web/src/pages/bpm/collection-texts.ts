// The collection panel's texts (in its chunk); the root folder's name and the refusals come from the engine's catalogue.
import { registerTexts } from '../../i18n/language.ts';

registerTexts({
  zh_CN: {
    'bpm.collection.tab': '我的收藏',
    'bpm.collection.addFolder': '新建目录',
    'bpm.collection.renameFolder': '重命名',
    'bpm.collection.folderName': '目录名称',
    'bpm.collection.collect': '收藏流程',
    'bpm.collection.process': '流程',
    'bpm.collection.folder': '放入目录',
    'bpm.collection.start': '发起',
    'bpm.collection.remove': '取消收藏',
    'bpm.collection.notStartable': '暂不可发起',
    'bpm.collection.empty': '还没有收藏的流程',
    'bpm.collection.confirmRemove': '确定取消收藏此流程吗？',
  },
  en_US: {
    'bpm.collection.tab': 'My collection',
    'bpm.collection.addFolder': 'New folder',
    'bpm.collection.renameFolder': 'Rename',
    'bpm.collection.folderName': 'Folder name',
    'bpm.collection.collect': 'Collect a process',
    'bpm.collection.process': 'Process',
    'bpm.collection.folder': 'Into folder',
    'bpm.collection.start': 'Start',
    'bpm.collection.remove': 'Remove',
    'bpm.collection.notStartable': 'Cannot be started now',
    'bpm.collection.empty': 'No process collected yet',
    'bpm.collection.confirmRemove': 'Remove this process from your collection?',
  },
});
