// A small valibot -> JSON Schema (draft 2020-12) converter for exactly the schema kinds the
// bridge uses. Anything else throws, so a new kind cannot slip into the published files
// half-converted. schema.test.ts checks that both accept and reject the same messages.

export type JsonSchema = { [key: string]: unknown };

interface Node {
  kind: string;
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  options?: unknown[];
  wrapped?: Node;
  item?: Node;
  literal?: unknown;
  requirement?: unknown;
  description?: string;
  title?: string;
  metadata?: { jsonSchema?: JsonSchema };
}

const OPTIONAL = new Set(['optional', 'exact_optional']);

export function toJsonSchema(schema: unknown): JsonSchema {
  const node = schema as Node;
  if (node.pipe) return applyPipe(node.pipe);
  return convertSchema(node);
}

function convertSchema(node: Node): JsonSchema {
  switch (node.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return { type: node.type };
    case 'unknown':
      return {};
    case 'literal':
      return { const: node.literal };
    case 'picklist':
      return { enum: [...(node.options as unknown[])] };
    case 'strict_object': {
      const entries = Object.entries(node.entries ?? {});
      const required = entries.filter(([, value]) => !OPTIONAL.has(value.type)).map(([key]) => key);
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([key, value]) => [key, toJsonSchema(value)])),
        ...(required.length ? { required } : {}),
        additionalProperties: false,
      };
    }
    case 'optional':
    case 'exact_optional':
      return toJsonSchema(node.wrapped);
    case 'nullable':
      return { anyOf: [toJsonSchema(node.wrapped), { type: 'null' }] };
    case 'array':
      return { type: 'array', items: toJsonSchema(node.item) };
    case 'variant':
      // Nested variants (kind, then name) flatten into one list of disjoint alternatives.
      return { oneOf: variantLeaves(node).map(toJsonSchema) };
    case 'union':
      return { anyOf: (node.options as Node[]).map(toJsonSchema) };
    default:
      throw new Error(`toJsonSchema: no conversion for valibot schema "${node.type}"`);
  }
}

function variantLeaves(node: Node): Node[] {
  return (node.options as Node[]).flatMap((option) => (option.type === 'variant' && !option.pipe ? variantLeaves(option) : [option]));
}

function applyPipe([base, ...actions]: Node[]): JsonSchema {
  if (!base) throw new Error('toJsonSchema: empty pipe');
  const metadata = actions.find((action) => action.type === 'metadata')?.metadata?.jsonSchema;
  // A custom check has no generic translation: it must say what it is in JSON Schema terms (its
  // own pipe may say it, when a piped schema is piped again to describe it).
  const result: JsonSchema = metadata ? { ...metadata } : base.type === 'custom' && !base.pipe ? missing(base) : toJsonSchema(base);
  const isArray = result.type === 'array';
  for (const action of actions) {
    switch (action.type) {
      case 'metadata':
        break;
      case 'description':
        result.description = action.description;
        break;
      case 'title':
        result.title = action.title;
        break;
      case 'min_length':
        result[isArray ? 'minItems' : 'minLength'] = action.requirement;
        break;
      case 'max_length':
        result[isArray ? 'maxItems' : 'maxLength'] = action.requirement;
        break;
      case 'min_value':
        result.minimum = action.requirement;
        break;
      case 'max_value':
        result.maximum = action.requirement;
        break;
      case 'integer':
        result.type = 'integer';
        break;
      case 'regex': {
        const regex = action.requirement as RegExp;
        if (regex.flags) throw new Error(`toJsonSchema: regex flags are not portable (${regex})`);
        result.pattern = regex.source;
        break;
      }
      default:
        throw new Error(`toJsonSchema: no conversion for valibot action "${action.type}"`);
    }
  }
  return result;
}

function missing(node: Node): never {
  throw new Error(`toJsonSchema: a ${node.type} schema needs v.metadata({ jsonSchema })`);
}
