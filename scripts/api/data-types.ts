/**
 * Generates the TypeScript types of the API data from its JSON Schemas (api/schema), so the schemas
 * that validate the YAML are the one definition of its shape. `npm run api:types` rewrites
 * plugins/api-reference/data-types.generated.ts; data-types.test.ts fails when it is out of date.
 * Nested types are named by the `title`s in the schemas; each file's root type by ROOT_TYPES.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { DATA_KINDS } from '../../plugins/api-reference/read';

export const SCHEMA_DIR = 'api/schema';
export const GENERATED_FILE = 'plugins/api-reference/data-types.generated.ts';

/** The type of one data file of each kind, by schema. */
const ROOT_TYPES: Readonly<Record<string, string>> = {
  'class.schema.json': 'ApiClass',
  'enum.schema.json': 'ApiEnum',
  'types.schema.json': 'TypesFile',
  'helpers.schema.json': 'HelpersFile',
  'editor-types.schema.json': 'EditorTypesFile',
  'releases.schema.json': 'ReleasesFile',
  'prose-sharing.schema.json': 'ProseSharingFile',
};

const HEADER = `/**
 * The shape of the data files in api/, generated from api/schema/*.schema.json. Do not edit:
 * change the schema, then run \`npm run api:types\` (data-types.test.ts fails until you do).
 */
/* eslint-disable */
`;

/** The generated module's text for the schemas in `root`/api/schema. */
export async function generateDataTypes(root: string): Promise<string> {
  const parts: string[] = [];
  const declared = new Map<string, string>();
  for (const { schema } of DATA_KINDS) {
    const rootType = ROOT_TYPES[schema];
    if (!rootType) throw new Error(`${SCHEMA_DIR}/${schema} has no root type name. Fix: add it to ROOT_TYPES in scripts/api/data-types.ts.`);
    const json = JSON.parse(fs.readFileSync(path.join(root, SCHEMA_DIR, schema), 'utf8')) as JSONSchema;
    const ts = await compile({ ...json, title: rootType }, rootType, {
      bannerComment: '',
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    // Types of different schemas share one module, so a name may be declared once only.
    for (const [, name] of ts.matchAll(/^export (?:type|interface) (\w+)/gm)) {
      const other = declared.get(name!);
      if (other) throw new Error(`${SCHEMA_DIR}/${schema} and ${other} both declare the type ${name}. Fix: give one of them another "title".`);
      declared.set(name!, schema);
    }
    parts.push(`// ${SCHEMA_DIR}/${schema}\n\n${ts.trim()}\n`);
  }
  return HEADER + '\n' + parts.join('\n');
}

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  void generateDataTypes(root).then((text) => {
    fs.writeFileSync(path.join(root, GENERATED_FILE), text);
    console.log(`Wrote ${GENERATED_FILE}`);
  });
}
