// The one error a query plan or a write plan raises: the request named something the metadata does not allow.
import { QUERY_LIMITS } from './limits.ts';
import { KIND_OPERATORS, type FilterKind } from './operators.ts';
import { defineMessages, MessageError, messageMaker, type Message } from '../wire/message.ts';

export class QueryRejected extends MessageError {
  constructor(message: string | Message) {
    super(message);
    this.name = 'QueryRejected';
  }
}

export const QUERY_TEXTS = defineMessages('query', {
  notQueryable: { en_US: 'Column {column} cannot be queried on this page', zh_CN: '此页面不能按列 {column} 查询' },
  notSortable: { en_US: 'Column {column} cannot be sorted on this page', zh_CN: '此页面不能按列 {column} 排序' },
  unknownOperator: { en_US: 'Unknown query operator {op}', zh_CN: '未知的查询运算符 {op}' },
  operatorNotAllowed: { en_US: 'Operator {op} is not allowed for column {column}', zh_CN: '列 {column} 不允许使用运算符 {op}' },
  operatorNotForType: {
    en_US: 'Operator {op} does not apply to column {column}: a {kind} column is filtered by {ops}',
    zh_CN: '运算符 {op} 不适用于列 {column}：{kind} 类型的列可用的运算符为 {ops}',
  },
  badValue: { en_US: 'Invalid query value for column {column}', zh_CN: '列 {column} 的查询值无效' },
  badOrder: { en_US: 'Sort order must be asc or desc, not {order}', zh_CN: '排序方向必须是 asc 或 desc，而不是 {order}' },
  badPage: {
    en_US: `Page number and page size must be positive integers, the page size at most ${QUERY_LIMITS.maxPageSize}`,
    zh_CN: `页码和每页条数必须是正整数，每页最多 ${QUERY_LIMITS.maxPageSize} 条`,
  },
  tooManyValues: { en_US: 'A query may list at most {n} values', zh_CN: '一个查询最多列出 {n} 个值' },
  tooManyConditions: { en_US: 'A query may have at most {n} conditions', zh_CN: '一个查询最多 {n} 个条件' },
  badIdentifier: { en_US: 'Invalid identifier {name}', zh_CN: '无效的标识符 {name}' },
});

const query = messageMaker('query', QUERY_TEXTS);

export const QUERY_MESSAGES = {
  notQueryable: (column: string) => query('notQueryable', { column }),
  notSortable: (column: string) => query('notSortable', { column }),
  unknownOperator: (op: string) => query('unknownOperator', { op }),
  operatorNotAllowed: (op: string, column: string) => query('operatorNotAllowed', { op, column }),
  operatorNotForType: (op: string, column: string, kind: FilterKind) =>
    query('operatorNotForType', { op, column, kind, ops: KIND_OPERATORS[kind].join(', ') }),
  badValue: (column: string) => query('badValue', { column }),
  badOrder: (order: string) => query('badOrder', { order }),
  badPage: query('badPage'),
  tooManyValues: (n: number) => query('tooManyValues', { n }),
  tooManyConditions: (n: number) => query('tooManyConditions', { n }),
  badIdentifier: (name: string) => query('badIdentifier', { name }),
} as const;
