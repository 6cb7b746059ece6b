import type { SchemaObject } from 'ajv';

/**
 * A schema of a Google discovery document (`schemas.*` and what they nest): JSON-Schema-like, with
 * `$ref` naming another schema by its id, and `annotations.required` naming the methods whose
 * request must give the property.
 */
export interface DiscoverySchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: string[];
  pattern?: string;
  properties?: Record<string, DiscoverySchema>;
  additionalProperties?: DiscoverySchema;
  items?: DiscoverySchema;
  annotations?: { required?: string[] };
}

/**
 * What each discovery `format` means for a JSON value (the discovery format's "type and format
 * summary"): 64-bit integers travel as decimal strings, 32-bit ones as JSON numbers, `byte` as
 * base64. A format not listed makes the conversion throw, so a newer document cannot loosen a
 * check unnoticed.
 */
const FORMATS: Record<string, (schema: SchemaObject) => SchemaObject> = {
  int32: (schema) => schema,
  uint32: (schema) => ({ ...schema, minimum: 0 }),
  int64: (schema) => ({ ...schema, pattern: '^-?[0-9]+$' }),
  uint64: (schema) => ({ ...schema, pattern: '^[0-9]+$' }),
  double: (schema) => schema,
  float: (schema) => schema,
  byte: (schema) => ({ ...schema, format: 'byte' }),
  'date-time': (schema) => ({ ...schema, format: 'date-time' }),
  'google-datetime': (schema) => ({ ...schema, format: 'date-time' }),
};

/**
 * The JSON Schema (draft 7, for Ajv) of the request body of method `methodId` whose schema is
 * `rootId`: every discovery schema becomes a definition, `$ref`s point at them, the properties
 * `annotations.required` names for this method are required, and an object with properties takes
 * no others — Google refuses a body with an unknown field ("Invalid JSON payload received. Unknown
 * name"). Objects that are maps (`additionalProperties`) or free-form (no properties) stay open.
 */
export function requestBodySchema(
  schemas: Readonly<Record<string, DiscoverySchema>>,
  rootId: string,
  methodId: string,
): SchemaObject {
  if (!schemas[rootId]) throw new Error(`The discovery document has no schema ${rootId}`);
  const definitions: Record<string, SchemaObject> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    definitions[id] = convert(schema, methodId, `${id}`);
  }
  return { $ref: `#/definitions/${rootId}`, definitions };
}

function convert(schema: DiscoverySchema, methodId: string, where: string): SchemaObject {
  if (schema.$ref !== undefined) return { $ref: `#/definitions/${schema.$ref}` };
  let converted: SchemaObject = schema.type === undefined ? {} : { type: schema.type };
  if (schema.enum) converted.enum = schema.enum;
  if (schema.pattern !== undefined) converted.pattern = schema.pattern;
  if (schema.format !== undefined) {
    const format = FORMATS[schema.format];
    if (!format) throw new Error(`${where}: unknown discovery format "${schema.format}"`);
    converted = format(converted);
  }
  if (schema.items) converted.items = convert(schema.items, methodId, `${where}[]`);
  if (schema.properties) {
    const properties: Record<string, SchemaObject> = {};
    const required: string[] = [];
    for (const [name, property] of Object.entries(schema.properties)) {
      properties[name] = convert(property, methodId, `${where}.${name}`);
      if (property.annotations?.required?.includes(methodId)) required.push(name);
    }
    converted.properties = properties;
    if (required.length > 0) converted.required = required;
  }
  if (schema.additionalProperties) {
    converted.additionalProperties = convert(schema.additionalProperties, methodId, `${where}{}`);
  } else if (schema.properties) {
    converted.additionalProperties = false;
  }
  return converted;
}
