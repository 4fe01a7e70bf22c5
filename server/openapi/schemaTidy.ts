/**
 * Rewrites of the generated document that say the same thing in the form OpenAPI tools read
 * (Redocly's recommended rules), applied once to the finished document.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod's `z.record(z.enum([...]), value)` becomes `propertyNames: { enum }` with every key
 * `required` but none under `properties`, which tools read as required properties that are not
 * defined. The same object, stated key by key: each key of the enum gets the value's schema.
 */
function defineRecordKeys(schema: Json): void {
  const required = schema.required;
  const names = isObject(schema.propertyNames) ? schema.propertyNames.enum : undefined;
  if (!Array.isArray(required) || !Array.isArray(names)) return;
  const value = isObject(schema.additionalProperties) ? schema.additionalProperties : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const name of names) if (typeof name === 'string' && !(name in properties)) properties[name] = value;
  schema.properties = properties;
}

function walk(node: unknown, visit: (schema: Json) => void): void {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (isObject(node)) {
    visit(node);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

/** Every `#/components/schemas/<name>` the document refers to, following refs inside components too. */
function referencedSchemas(document: Json, schemas: Json): Set<string> {
  const used = new Set<string>();
  const pending: unknown[] = [{ ...document, components: { ...(document.components as Json), schemas: {} } }];
  while (pending.length > 0) {
    walk(pending.pop(), (node) => {
      const ref = node.$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return;
      const name = ref.slice('#/components/schemas/'.length);
      if (used.has(name)) return;
      used.add(name);
      pending.push(schemas[name]);
    });
  }
  return used;
}

/** Tidies the finished document in place and returns it. */
export function tidyDocument<T extends object>(document: T): T {
  const doc = document as Json;
  walk(doc.paths, defineRecordKeys);
  const components = isObject(doc.components) ? doc.components : undefined;
  const schemas = components && isObject(components.schemas) ? components.schemas : undefined;
  if (schemas) {
    walk(schemas, defineRecordKeys);
    // zod's registry also emits an input twin of each named schema (`ErrorAnswerInput`); only
    // the ones the operations refer to belong in the document.
    const used = referencedSchemas(doc, schemas);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  }
  return document;
}
