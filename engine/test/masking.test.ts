// Masking (tuoMin) of every type of spec §9, and its application to the rows of a list page.
import { describe, expect, it } from 'vitest';
import { maskRows, maskValue } from '../src/masking/index.ts';
import type { MaskingType } from '../src/vocab/index.ts';

describe('maskValue', () => {
  it.each<[MaskingType, unknown, unknown]>([
    ['none', '13812345678', '13812345678'],
    ['email', 'alice.smith@example.com', 'a****@example.com'],
    ['email', 'no-at-sign', 'n*********'],
    ['phonenumber', '13812345678', '138****5678'],
    ['phonenumber', 13812345678, '138****5678'],
    ['phonenumber', '123456', '******'],
    ['idcard', '110101199003071234', '110101********1234'],
    ['address', '北京市海淀区中关村大街1号', '北京市海淀区****'],
    ['address', '上海', '上*'],
    ['bankcard', '6222021234567890123', '622202*********0123'],
    ['ext', '张三丰', '张**'],
    ['phonenumber', null, null],
    ['email', undefined, undefined],
    ['phonenumber', '', ''],
  ])('%s of %j → %j', (type, value, masked) => {
    expect(maskValue(type, value)).toEqual(masked);
  });

  it('refuses an unknown type', () => {
    expect(() => maskValue('everything' as MaskingType, 'x')).toThrow('unknown masking type everything');
  });
});

describe('maskRows', () => {
  it('masks the masked columns of the view only, without changing the input', () => {
    const rows = [{ id: '1', phone: '13812345678', email: 'bob@x.cn', name: 'Bob' }];
    const view = { columns: [
      { colCode: 'phone', colName: 'Phone', tuoMin: 'phonenumber' as const },
      { colCode: 'email', colName: 'Email', tuoMin: 'email' as const },
      { colCode: 'name', colName: 'Name', tuoMin: 'none' as const },
    ] };
    expect(maskRows(view, rows)).toEqual([{ id: '1', phone: '138****5678', email: 'b****@x.cn', name: 'Bob' }]);
    expect(rows[0]!.phone).toBe('13812345678');
  });
});
