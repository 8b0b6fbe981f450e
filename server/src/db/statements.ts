// Whether an SQL text holds more than one statement: a ';' counts only outside quoted values and identifiers,
// dollar-quoted bodies and comments, and only when a statement follows it.

/** True when `sql` holds several statements (`select 'a;b'` is one; `select 1; select 2` is two). */
export function hasSeveralStatements(sql: string): boolean {
  let i = 0;
  let separated = false;
  while (i < sql.length) {
    const c = sql[i]!;
    if (separated && !/\s/.test(c)) return true;
    if (c === ';') {
      separated = true;
      i++;
    } else if (c === "'") {
      // An E'…' string takes backslash escapes; any string doubles its quotes.
      const escapes = i > 0 && /[eE]/.test(sql[i - 1]!) && (i < 2 || !/[A-Za-z0-9_]/.test(sql[i - 2]!));
      i++;
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i++;
      }
      i++;
    } else if (c === '"') {
      i = sql.indexOf('"', i + 1);
      i = i < 0 ? sql.length : i + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      i = sql.indexOf('\n', i);
      i = i < 0 ? sql.length : i + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      i = sql.indexOf('*/', i + 2);
      i = i < 0 ? sql.length : i + 2;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
      if (tag && !(i > 0 && /[A-Za-z0-9_]/.test(sql[i - 1]!))) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end < 0 ? sql.length : end + tag.length;
      } else {
        i++;
      }
    } else {
      i++;
    }
  }
  return false;
}
