import type { AttributeSpec, MarkSpec, NodeSpec, Schema } from '@tiptap/pm/model';

/**
 * What of a node's or mark's spec decides whether a document is valid: content, groups, allowed
 * marks, attributes and their defaults, mark exclusions. Parsing and rendering rules are left out.
 */
const NODE_KEYS = ['content', 'group', 'inline', 'atom', 'marks'] as const;
const MARK_KEYS = ['group', 'excludes', 'inclusive', 'spanning'] as const;

export interface RichTextSchemaSpec {
  nodes: Record<string, NodeSpec>;
  marks: Record<string, MarkSpec>;
}

function attrsOf(attrs: Readonly<Record<string, AttributeSpec>> | undefined) {
  if (!attrs) return {};
  return {
    attrs: Object.fromEntries(
      Object.entries(attrs).map(([name, spec]): [string, AttributeSpec] => [
        name,
        'default' in spec ? { default: spec.default as unknown } : {},
      ]),
    ),
  };
}

function pick<K extends string>(spec: Record<string, unknown>, keys: readonly K[]) {
  return Object.fromEntries(keys.filter((key) => spec[key] !== undefined).map((key) => [key, spec[key]]));
}

/** The part of a schema the validator needs, as plain data (see scripts/rich-text-spec.ts). */
export function validationSpecOf(schema: Schema): RichTextSchemaSpec {
  const spec: RichTextSchemaSpec = { nodes: {}, marks: {} };
  schema.spec.nodes.forEach((name, node) => {
    spec.nodes[name] = { ...pick(node as Record<string, unknown>, NODE_KEYS), ...attrsOf(node.attrs) };
  });
  schema.spec.marks.forEach((name, mark) => {
    spec.marks[name] = { ...pick(mark as Record<string, unknown>, MARK_KEYS), ...attrsOf(mark.attrs) };
  });
  return spec;
}
