// Base dictionaries every installation has.
import type { Dictionary } from '@yc/engine';

type Item = [value: string, text: string, textEn: string];

const dict = (dictCode: string, [dictName, dictNameEn]: [string, string], items: Item[]): Dictionary => ({
  dictCode,
  dictName,
  dictNameEn,
  category: 'platform',
  items: items.map(([itemValue, itemText, itemTextEn], i) => ({ itemValue, itemText, itemTextEn, sortOrder: i + 1 })),
});

export const baseDictionaries: Dictionary[] = [
  dict('sex', ['性别', 'Sex'], [['1', '男', 'Male'], ['2', '女', 'Female']]),
  dict('user_status', ['用户状态', 'User status'], [['1', '正常', 'Normal'], ['2', '冻结', 'Frozen']]),
  dict('yn', ['是否', 'Yes/No'], [['Y', '是', 'Yes'], ['N', '否', 'No']]),
  dict('valid_status', ['有效状态', 'Validity'], [['0', '有效', 'Valid'], ['1', '无效', 'Invalid']]),
  dict('priority', ['优先级', 'Priority'], [['L', '低', 'Low'], ['M', '中', 'Medium'], ['H', '高', 'High']]),
  dict('dict_category', ['字典分类', 'Dictionary category'], [['platform', '平台', 'Platform'], ['public', '公共', 'Public'], ['app', '应用', 'App']]),
  dict('org_type', ['机构类型', 'Organisation type'], [['org', '机构', 'Organisation'], ['dept', '部门', 'Department']]),
  dict('menu_type', ['菜单类型', 'Menu type'], [['0', '一级菜单', 'Directory'], ['1', '子菜单', 'Menu'], ['2', '按钮权限', 'Button']]),
];
