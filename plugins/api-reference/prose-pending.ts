/**
 * A release whose prose is not written yet (`prose: pending` in api/releases.yaml) holds names and
 * types only: its files pass the same schemas without the text fields (summaries, descriptions, deprecation messages), and the reader fills each
 * missing text with '' so the model's types hold. Such a release feeds the computed differences
 * and is never published (the checks of text and the outputs skip it).
 */

const PROSE_FIELDS = new Set(['summary', 'description', 'message']);

type SchemaNode = { required?: string[]; properties?: Record<string, SchemaNode>; items?: SchemaNode; $ref?: string; definitions?: Record<string, SchemaNode> } & Record<string, unknown>;

/** The schema with `summary` and `description` taken out of every `required` list. */
export function schemaWithoutProse<T>(schema: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === 'required' && Array.isArray(value) ? value.filter((f) => !PROSE_FIELDS.has(f as string)) : walk(value)]),
    );
  };
  return walk(schema) as T;
}

/** Sets every text field the schema requires but the data lacks to '' (in place). */
export function fillMissingProse(data: unknown, rootSchema: object): void {
  const schema = rootSchema as SchemaNode;
  const resolve = (node: SchemaNode | undefined): SchemaNode | undefined => {
    const ref = node?.$ref;
    return ref?.startsWith('#/definitions/') ? schema.definitions?.[ref.slice('#/definitions/'.length)] : node;
  };
  const walk = (value: unknown, node: SchemaNode | undefined): void => {
    const s = resolve(node);
    if (!s || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => walk(v, s.items));
    const record = value as Record<string, unknown>;
    for (const field of s.required ?? []) if (PROSE_FIELDS.has(field) && record[field] === undefined) record[field] = '';
    for (const [key, child] of Object.entries(s.properties ?? {})) walk(record[key], child);
  };
  walk(data, schema);
}
