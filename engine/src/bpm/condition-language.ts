// Which language a flow's condition is written in, and what the runner evaluates for it — decided from the text and its
// `language` attribute alone (no database, no interpreter). Real files use three: JUEL `${…}` / `#{…}` (Camunda 7,
// Flowable, Activiti; translated to JavaScript for the sandbox), FEEL (Camunda 8 / Zeebe: a `=` prefix or a FEEL
// language URI; evaluated by an interpreter, never `eval`), and JavaScript (the sandbox). BPMN's default expression
// language is XPath: a condition with no language that is no JUEL, or one in XPath, is read as the small part of XPath
// that modelers write (`bpmn:getDataObject('approved')`, `not(…)`, `a = 'yes'`, `and`, `or`), which is FEEL once its
// strings are double-quoted and `==` is `=`. Any other language cannot run, and says so.
import { isJuelExpression, juelToJavaScript, type TranslatedExpression } from './expression.ts';

export type ConditionPlan =
  | { kind: 'none' }
  | { kind: 'javascript'; body: string }
  | { kind: 'juel'; translated: TranslatedExpression }
  | { kind: 'feel'; expression: string }
  | { kind: 'refused'; reason: string };

const JAVASCRIPT = /^(javascript|js|ecmascript|text\/javascript|application\/javascript)$/i;
const JUEL = /^(juel|http:\/\/java\.sun\.com\/products\/jsp\/?)$/i;
const FEEL = /(^feel$)|(omg\.org\/spec\/feel)|(dmn\/feel)/i;
const XPATH = /xpath/i;

/** The part of XPath modelers write, as FEEL: strings in double quotes, `==` as `=`, `true()` as true, `bpmn:` dropped. */
export function xpathToFeel(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\'' || c === '"') {
      let text = '';
      let j = i + 1;
      for (; j < body.length && body[j] !== c; j++) text += body[j];
      out += JSON.stringify(text);
      i = j;
    } else if (body.startsWith('==', i)) {
      out += '=';
      i++;
    } else if (body.startsWith('&&', i) || body.startsWith('||', i)) {
      out += body[i] === '&' ? ' and ' : ' or ';
      i++;
    } else if (/^bpmn:getDataObject\b/.test(body.slice(i))) {
      out += 'getDataObject';
      i += 'bpmn:getDataObject'.length - 1;
    } else if (/^(true|false)\s*\(\s*\)/.test(body.slice(i)) && !/[\w$]/.test(body[i - 1] ?? '')) {
      const match = /^(true|false)\s*\(\s*\)/.exec(body.slice(i))!;
      out += match[1];
      i += match[0].length - 1;
    } else {
      out += c;
    }
  }
  return out.trim();
}

/**
 * What the runner evaluates for a condition: nothing (an empty one is no condition: some tools write one on every
 * flow), JavaScript for the sandbox, JUEL translated for the sandbox, FEEL for the interpreter, or a refusal that says
 * why the condition cannot run.
 */
export function conditionPlan(language: string | undefined, text: string | undefined): ConditionPlan {
  const body = (text ?? '').trim();
  const lang = (language ?? '').trim();
  if (!body) return { kind: 'none' };
  if (lang && JAVASCRIPT.test(lang)) return { kind: 'javascript', body };
  if (lang && FEEL.test(lang)) return feel(body.replace(/^=/, ''));
  if (body.startsWith('=') && (!lang || XPATH.test(lang))) return feel(body.slice(1));
  if ((!lang || JUEL.test(lang)) && isJuelExpression(body)) {
    const translated = juelToJavaScript(body);
    return translated ? { kind: 'juel', translated } : { kind: 'refused', reason: `${body} is not a JUEL expression` };
  }
  if (lang && JUEL.test(lang)) return { kind: 'refused', reason: `${body} is not a JUEL expression` };
  if (!lang || XPATH.test(lang)) return feel(xpathToFeel(body));
  return { kind: 'refused', reason: `${body} is in ${lang}, which the platform does not run (JavaScript, JUEL, FEEL or XPath)` };
}

const feel = (expression: string): ConditionPlan =>
  expression.trim() ? { kind: 'feel', expression: expression.trim() } : { kind: 'refused', reason: 'an empty FEEL expression' };

/** A data object or data object reference of a process: read by `bpmn:getDataObject` by its name or id. */
export interface DataObjectRef {
  id: string;
  name?: string;
  /** The data object a reference names (its value is written under that id). */
  objectId?: string;
}

/**
 * What a condition sees of a process: its variables, and each data object by its name (and id) — the value written to
 * the data object, else the variable of that name. Variables win over a data object of the same name only when the data
 * object holds nothing.
 */
export function dataObjectValues(dataObjects: readonly DataObjectRef[], variables: Record<string, unknown>, written: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = {};
  for (const { id, name, objectId } of dataObjects) {
    const own = written[id] !== undefined ? written[id] : objectId !== undefined ? written[objectId] : undefined;
    const value = own !== undefined ? own : (name !== undefined && variables[name] !== undefined ? variables[name] : variables[id]);
    values[id] = value ?? null;
    if (name) values[name] = value ?? null;
  }
  return values;
}
