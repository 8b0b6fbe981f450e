// The logic layer's pure pieces: named parameters, data source URLs and options, HTTP requests from configs, fill rules.
import { describe, expect, it } from 'vitest';
import {
  answerRows, bindNamed, catalogColumns, checkFillRule, checkRuleTarget, connectionSettings, datePartsIn, formatDateParts, namedParameters, planFillRule,
  planHttpRequest, planTableDdl, type HttpConfig,
} from '../src/index.ts';

describe('named parameters', () => {
  it('finds :name outside strings, quoted names, comments, dollar quotes and casts', () => {
    const sql = `select ':no', "a:b", $x$ :no $x$, c::text, e'it\\'s :no' -- :no\n from t /* :no */ where a = :a and b = :b and c = :a`;
    expect(namedParameters(sql, 'postgresql')).toEqual(['a', 'b']);
    expect(namedParameters("select ':no', `x:y` # :no\n from t where a = :a", 'mysql')).toEqual(['a']);
  });

  it('binds PostgreSQL placeholders by number, reusing a name\'s, and MySQL\'s once per use', () => {
    expect(bindNamed('select * from t where a = :a or b = :b or c = :a', 'postgresql', { a: 1, b: "x' or 1=1" }))
      .toEqual({ text: 'select * from t where a = $1 or b = $2 or c = $1', values: [1, "x' or 1=1"] });
    expect(bindNamed('select * from t where a = :a or c = :a', 'mysql', { a: 1 })).toEqual({ text: 'select * from t where a = ? or c = ?', values: [1, 1] });
    expect(bindNamed('select * from t where a = :missing', 'postgresql', {}).values).toEqual([null]);
  });

  it('escapes every other question mark for knex, so that jsonb operators and texts stay as they are', () => {
    expect(bindNamed("select * from t where j ? 'k' and s = 'why?' and a = :a", 'postgresql', { a: 1 }, 'question'))
      .toEqual({ text: "select * from t where j \\? 'k' and s = 'why\\?' and a = ?", values: [1] });
  });

  it('refuses positional placeholders of its own and unterminated text', () => {
    expect(() => namedParameters('select $1', 'postgresql')).toThrow('The query may not use $n');
    expect(() => namedParameters('select ?', 'mysql')).toThrow('The query may not use ?');
    expect(() => namedParameters("select 'open", 'postgresql')).toThrow(/cannot be read/);
    expect(() => namedParameters('select /* open', 'postgresql')).toThrow(/cannot be read/);
  });
});

describe('data source URLs', () => {
  it('reads the reference\'s JDBC form and plain driver URLs', () => {
    const mysql = connectionSettings({
      dbType: 'mysql', username: 'root', password: 'pw',
      url: 'jdbc:mysql://db.local:3307/erp?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&serverTimezone=Asia/Shanghai',
    });
    expect(mysql).toMatchObject({ dialect: 'mysql', host: 'db.local', port: 3307, database: 'erp', user: 'root', password: 'pw', ssl: 'off' });
    expect(connectionSettings({ dbType: 'postgresql', url: 'postgres://u:p%40ss@[::1]/crm?sslmode=require' }))
      .toMatchObject({ dialect: 'postgresql', host: '::1', port: 5432, database: 'crm', user: 'u', password: 'p@ss', ssl: 'require' });
    expect(connectionSettings({ dbType: 'mariadb', url: 'mariadb://h/d' })).toMatchObject({ dialect: 'mysql', port: 3306 });
  });

  it('refuses options that are not allow-listed, naming them, and URLs of other drivers', () => {
    expect(() => connectionSettings({ dbType: 'mysql', url: 'jdbc:mysql://h/d?allowLoadLocalInfile=true' })).toThrow('The connection option allowLoadLocalInfile is not allowed');
    expect(() => connectionSettings({ dbType: 'mysql', url: 'jdbc:mysql://h/d?allowMultiQueries=true' })).toThrow('The connection option allowMultiQueries is not allowed');
    expect(() => connectionSettings({ dbType: 'postgresql', url: 'jdbc:postgresql://h/d', attributesJson: '{"options":"-c search_path=x"}' }))
      .toThrow('The connection option options is not allowed');
    expect(() => connectionSettings({ dbType: 'mysql', url: 'jdbc:mysql://h/d', attributesJson: '{"initSql":"set x=1"}' })).toThrow('The connection option initSql is not allowed');
    expect(() => connectionSettings({ dbType: 'mysql', url: 'jdbc:sqlserver://h;databaseName=d' })).toThrow(/not a PostgreSQL or MySQL connection URL/);
    expect(() => connectionSettings({ dbType: 'postgresql', url: 'jdbc:mysql://h/d' })).toThrow('The URL is for mysql, the data source is postgresql');
    expect(() => connectionSettings({ dbType: 'mysql', url: 'jdbc:mysql://h/d', attributesJson: '[1]' })).toThrow(/attributesJson must be/);
  });
});

describe('HTTP requests from configs', () => {
  const config: HttpConfig = {
    httpName: 'Cities', httpCode: 'cities', httpUrl: 'https://api.example.com/provinces/{province}/cities', httpMethod: 'GET',
    inParameter: [{ parameterKey: 'province', defaultValue: 'zj' }, { parameterKey: 'q' }],
    httpHeader: [{ key: 'X-Api-Key', value: 'k-{province}' }],
  };

  it('fills placeholders encoded, sends the rest as the query for GET and as JSON or a form otherwise', () => {
    expect(planHttpRequest(config, { province: 'a/b?c', q: 'x y' })).toEqual({
      method: 'GET', url: 'https://api.example.com/provinces/a%2Fb%3Fc/cities?q=x+y',
      headers: { 'x-api-key': 'k-a/b?c', accept: 'application/json' },
    });
    const post = planHttpRequest({ ...config, httpMethod: 'POST', inParameterType: 'json' }, { q: 1 });
    expect([post.url, post.body, post.headers['content-type']]).toEqual(['https://api.example.com/provinces/zj/cities', '{"q":1}', 'application/json']);
    expect(planHttpRequest({ ...config, httpMethod: 'POST', inParameterType: 'form' }, { q: 'a&b' }).body).toBe('q=a%26b');
  });

  it('refuses other schemes, credentials in the address and header injection', () => {
    expect(() => planHttpRequest({ ...config, httpUrl: 'file:///etc/passwd' }, {})).toThrow('The address must be an http or https URL');
    expect(() => planHttpRequest({ ...config, httpUrl: 'https://u:p@x.com/' }, {})).toThrow('The address must be an http or https URL');
    expect(() => planHttpRequest(config, { province: 'x\r\nX-Evil: 1' })).toThrow('The header X-Api-Key has an invalid name or value');
    expect(() => planHttpRequest({ ...config, httpHeader: [{ key: 'Host', value: 'internal' }] }, {})).toThrow('The header Host has an invalid name or value');
  });

  it('finds the records at the result path', () => {
    expect(answerRows({ data: { list: [{ a: 1 }, 2] } }, 'data.list')).toEqual([{ a: 1 }]);
    expect(answerRows({ a: 1 }, undefined)).toEqual([{ a: 1 }]);
    expect(() => answerRows({ data: 1 }, 'data')).toThrow('The answer holds no list at data');
  });
});

describe('fill and check rules', () => {
  const at = { year: '2026', month: '03', day: '07', hour: '09', minute: '05', second: '01' };

  it('formats serial numbers with their period, date parts and department codes', () => {
    const serial = planFillRule('serialNumber', { prefix: 'SO', digits: 4, resetBy: 'month' }, at);
    expect([serial.period, serial.value({ at, sequence: 12 })]).toEqual(['202603', 'SO2026030012']);
    expect(planFillRule('serialNumber', {}, at).period).toBe('');
    expect(planFillRule('datePart', { pattern: 'YYYY-MM-DD HH:mm:ss' }, at).value({ at })).toBe('2026-03-07 09:05:01');
    const org = planFillRule('orgCode', { suffix: '-' }, at);
    expect([org.needsOrg, org.period, org.value({ at, orgCode: 'A01' })]).toEqual([true, null, 'A01-']);
  });

  it('checks the class against the registry and the parameters against its schema', () => {
    expect(checkFillRule('serialNumber', { digits: 3 })).toEqual([]);
    expect(checkFillRule('java.lang.Runtime', {}).map((i) => i.message)).toEqual(['Unknown rule class java.lang.Runtime: choose one of serialNumber, datePart, orgCode']);
    expect(checkFillRule('serialNumber', { digits: 0 }).map((i) => i.path)).toEqual(['/ruleParams/digits']);
    expect(checkFillRule('datePart', { pattern: 'YYYY<script>' })).toHaveLength(1);
  });

  it('reads dates in the enterprise time zone and checks the first digits of a value', () => {
    expect(datePartsIn('Asia/Shanghai', new Date('2026-12-31T16:30:00Z'))).toMatchObject({ year: '2027', month: '01', day: '01', hour: '00' });
    expect(formatDateParts('YYYYMMDD', at)).toBe('20260307');
    expect(checkRuleTarget('AB1234', 2)).toBe('AB');
    expect(checkRuleTarget('AB1234', undefined)).toBe('AB1234');
  });
});

describe('DDL in a data source\'s dialect', () => {
  const model = {
    tableName: 'orders', tableDesc: 'Orders', groupCode: 'g', objStructure: 'main' as const, persistenceType: 'db' as const,
    columns: [
      { colCode: 'title', colName: 'Title', colType: 'varchar' as const, colLength: 40, colDefaultVal: "it's \\ here" },
      { colCode: 'qty', colName: 'Qty', colType: 'number' as const, colLength: 6, colPointLength: 2 },
    ],
    indexes: [{ indexName: 'title', columns: [{ colCode: 'title', order: 'desc' as const }] }],
  };

  it('spells MySQL: backticks, its types, escaped literals, no tenant column, indexes without it', () => {
    const plan = planTableDdl(model, null, { target: 'mysql' });
    expect(plan.statements[0]).toContain("`title` varchar(40) default 'it''s \\\\ here'");
    expect(plan.statements[0]).toContain('`qty` decimal(6,2)');
    expect(plan.statements[0]).not.toContain('tenant_id');
    expect(plan.statements[1]).toBe('create index `ix_orders_title` on `orders` (`title` desc)');
  });

  it('restates a changed MySQL column once, and drops an index with its table named', () => {
    const catalog = catalogColumns([
      { column_name: 'title', data_type: 'varchar', character_maximum_length: 20, numeric_precision: null, numeric_scale: null, is_nullable: 'YES', column_default: 'NULL' },
      { column_name: 'qty', data_type: 'decimal', character_maximum_length: null, numeric_precision: 6, numeric_scale: 2, is_nullable: 'YES', column_default: null },
    ], true);
    const plan = planTableDdl({ ...model, indexes: [] }, catalog, {
      target: 'mysql', indexes: [{ name: 'ix_orders_title', unique: false, columns: [{ name: 'title', descending: true }] }],
    });
    expect(plan.statements).toContain('drop index `ix_orders_title` on `orders`');
    expect(plan.changes.filter((c) => c.column === 'title').map((c) => [c.kind, c.statement]))
      .toEqual([['widenColumn', "alter table `orders` modify column `title` varchar(40) default 'it''s \\\\ here'"]]);
  });

  it('keeps PostgreSQL\'s spelling in a PostgreSQL data source, without the tenant column', () => {
    const plan = planTableDdl(model, null, { target: 'postgresql' });
    expect(plan.statements[0]).toContain('"title" varchar(40)');
    expect(plan.statements[0]).not.toContain('tenant_id');
    expect(plan.statements[1]).toBe('create index "ix_orders_title" on "orders" ("title" desc)');
    expect(planTableDdl(model, null).statements[1]).toBe('create index "ix_orders_title" on "orders" ("tenant_id", "title" desc)');
  });
});
