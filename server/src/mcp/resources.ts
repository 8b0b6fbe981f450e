// Resources and prompts of the MCP server: the glossary, the metadata schemas, the model of an app (its table models,
// forms and pages, read through the same operations as the console, as the caller), and "build an app".
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

const GLOSSARY_FILE = path.join(REPO_ROOT, 'docs', 'glossary.md');
const SCHEMAS_DIR = path.join(REPO_ROOT, 'schemas');

export const GLOSSARY_URI = 'platform://glossary';
const SCHEMA_PREFIX = 'platform://schemas/';
const APP_PREFIX = 'platform://apps/';

export interface ResourceEntry { uri: string; name: string; description?: string; mimeType: string }

/** Reads an operation's result as the caller (the MCP session's own authority), or throws its refusal. */
export type ReadAsCaller = (url: string) => Promise<unknown>;

async function schemaKinds(): Promise<string[]> {
  const files = await readdir(SCHEMAS_DIR).catch(() => [] as string[]);
  return files.filter((f) => f.endsWith('.schema.json')).map((f) => f.slice(0, -'.schema.json'.length)).sort();
}

export async function listResources(read: ReadAsCaller): Promise<ResourceEntry[]> {
  const entries: ResourceEntry[] = [{
    uri: GLOSSARY_URI, name: 'Glossary', mimeType: 'text/markdown',
    description: 'The platform\'s terms: table model, page (view), app group, data rule, wire names',
  }];
  for (const kind of await schemaKinds()) {
    entries.push({ uri: `${SCHEMA_PREFIX}${kind}`, name: `Schema of ${kind}`, mimeType: 'application/schema+json', description: `The JSON Schema a ${kind} is validated by` });
  }
  // The apps (app groups) the caller may read; none when they may not list them.
  const groups = await read('/api/eform/manage/appGroup/list').catch(() => []) as { groupCode: string; groupName: string }[];
  for (const group of Array.isArray(groups) ? groups : []) {
    entries.push({
      uri: `${APP_PREFIX}${encodeURIComponent(group.groupCode)}`, name: `App ${group.groupName}`, mimeType: 'application/json',
      description: 'The app\'s model: its table models, forms and pages',
    });
  }
  return entries;
}

export const RESOURCE_TEMPLATES = [
  { uriTemplate: `${APP_PREFIX}{groupCode}`, name: 'App model', mimeType: 'application/json', description: 'An app group\'s table models, forms and pages' },
  { uriTemplate: `${SCHEMA_PREFIX}{kind}`, name: 'Metadata schema', mimeType: 'application/schema+json', description: 'The JSON Schema of a metadata kind' },
];

/** The items of a paged list answer (`records`) or of a plain list. */
const itemsOf = (result: unknown): unknown[] =>
  Array.isArray(result) ? result : ((result as { records?: unknown[] } | null)?.records ?? []);

/** The text of a resource, or undefined when there is no such resource. */
export async function readResource(uri: string, read: ReadAsCaller): Promise<{ mimeType: string; text: string } | undefined> {
  if (uri === GLOSSARY_URI) return { mimeType: 'text/markdown', text: await readFile(GLOSSARY_FILE, 'utf8') };
  if (uri.startsWith(SCHEMA_PREFIX)) {
    const kind = uri.slice(SCHEMA_PREFIX.length);
    if (!(await schemaKinds()).includes(kind)) return undefined;
    return { mimeType: 'application/schema+json', text: await readFile(path.join(SCHEMAS_DIR, `${kind}.schema.json`), 'utf8') };
  }
  if (uri.startsWith(APP_PREFIX)) {
    const groupCode = decodeURIComponent(uri.slice(APP_PREFIX.length));
    const query = `?groupCode=${encodeURIComponent(groupCode)}&pageSize=1000`;
    const [tableModels, forms, pages] = await Promise.all(['tableModel', 'form', 'view'].map(async (kind) =>
      itemsOf(await read(`/api/eform/manage/${kind}/list${query}`))));
    return { mimeType: 'application/json', text: JSON.stringify({ groupCode, tableModels, forms, pages }, null, 2) };
  }
  return undefined;
}

export const BUILD_APP_PROMPT = {
  name: 'build_app',
  description: 'Build an app from a description: model → form → page → menu → role, checking each plan before confirming',
  arguments: [{ name: 'description', description: 'What the app is for and what it records', required: true }],
};

export function buildAppMessages(description: string) {
  const text = [
    `Build an app on this low-code platform for: ${description}`,
    '',
    'Work only through the tools, in this order, reading each answer before the next step:',
    `1. Read the resources ${GLOSSARY_URI} and ${SCHEMA_PREFIX}tableModel (and form, view) to learn the terms and shapes.`,
    '2. appGroup_add: one app group for the app (groupCode, groupName).',
    '3. tableModel_add: the main table model (objStructure "main") and any sub-tables (objStructure "oneToMany",',
    '   each with a column holding the main record\'s id); columns with colCode, colName, colType, colLength.',
    '4. tableModel_createTable for each model: the first call answers the DDL plan and a confirmToken. Read the plan;',
    '   only if it does what you meant, call again with the same arguments and the confirmToken.',
    '5. tableModel_generate: a default form and list page; or form_add and page_add of your own.',
    '6. page_addToMenu: put the page on a menu (back "0" for end users) with its button permissions.',
    '7. role_add, then role_saveMenus with the menu item and its buttons (menu_list finds their ids); user_edit',
    '   gives the role to the users who need it.',
    '8. record_add and record_query on the page to check the app works.',
    'A refusal comes back as the console shows it: a field path for a wrong body (fix that field and retry), 403 when',
    'the token may not do it, 409 when the item changed since it was read (read it again, then edit at its version).',
    'Never confirm a destructive plan you have not read.',
  ].join('\n');
  return [{ role: 'user' as const, content: { type: 'text' as const, text } }];
}
