// Renders the JSON Schema file of every metadata kind: the public contract checked into schemas/.
import { METADATA_KINDS } from './kinds.ts';

export const SCHEMA_BASE_URI = 'https://yuncheng.dev/schemas/';
export const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

export const schemaFileName = (kind: string) => `${kind}.schema.json`;

/** File name → file content (pretty JSON with $schema, $id and title), one per metadata kind. */
export function renderSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [kind, schema] of Object.entries(METADATA_KINDS)) {
    const fileName = schemaFileName(kind);
    const document = { $schema: JSON_SCHEMA_DRAFT, $id: SCHEMA_BASE_URI + fileName, title: schema.title, ...schema };
    files[fileName] = `${JSON.stringify(document, null, 2)}\n`;
  }
  return files;
}
