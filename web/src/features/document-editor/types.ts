// The shapes the document editor works with: the staff document API's answers and the JSON Schema subset its
// forms are built from (pydantic's validation schema, with the widget hints of service/content/form_hints.py).
import type { Schemas } from '@/lib/api-types';

/** A document staff can open; `problem` says what is wrong with a file that no longer validates. */
export type DocumentListItem = Schemas['DocumentListItem'];

/** Any JSON value: a document, or a part of one. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export type Widget = 'html' | 'image' | 'textarea' | 'time' | 'date' | 'email' | 'tel' | 'url' | 'special-day';

/** One node of a document's JSON Schema, as far as the forms read it. */
export type SchemaNode = {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  title?: string;
  description?: string;
  'x-widget'?: Widget;
  'x-null-label'?: string;
  /** Only an owner may change this field (on the root: the whole document); staff see it read-only. */
  'x-owner-only'?: boolean;
  /** The field that names an item of a list (the question, the insurer's name): its line and history say it. */
  'x-item-title'?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  format?: string;
  minItems?: number;
  maxItems?: number;
};

/** A document's whole schema: its root node and the definitions it refers to. */
export type DocumentSchema = SchemaNode & { $defs?: Record<string, SchemaNode> };

/** Where a value sits in a document: keys and list positions, as the API's dotted field paths name it. */
export type ValuePath = readonly (string | number)[];

/** A stored document with its version (the ETag to send back as If-Match). */
export type VersionedDocument = { value: JsonValue; etag: string | null };

/** One commit that touched a document; `value` is the document after it (null: deleted, or invalid then). */
export type DocumentVersion = Omit<Schemas['DocumentVersionAnswer'], 'value' | 'changes'> & {
  value: JsonValue;
  changes: FieldChange[];
};

/** One field a version changed: where, named for people ("Travelers › 24-hour claims phone"), before and after. */
export type FieldChange = Omit<Schemas['FieldChangeAnswer'], 'old' | 'new'> & { old: JsonValue; new: JsonValue };
