import type { NodeType, Schema } from '@tiptap/pm/model';
import type { ProblemMessage } from '../api/problems.ts';
import { MARK_ATTRIBUTE_RULES, NODE_ATTRIBUTE_RULES, type AttributeRule } from './attribute-rules.ts';
import {
  RICH_TEXT_MAX_BYTES,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_MARKS_PER_TEXT,
  RICH_TEXT_MAX_NODES,
  RICH_TEXT_MAX_TEXT_LENGTH,
} from './constants.ts';

export interface RichTextIssue {
  path: (string | number)[];
  message: ProblemMessage;
}

type Path = (string | number)[];
const NODE_KEYS = new Set(['type', 'attrs', 'content', 'marks', 'text']);
const MARK_KEYS = new Set(['type', 'attrs']);

/** A JSON object: parsed JSON, or ProseMirror's attributes (built on a null prototype). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Checks a ProseMirror JSON document against the schema and reports every problem with its path
 * (`content.2.marks.0.attrs.href`). Nothing is stripped or repaired: a document either passes as it
 * is or is refused. Unknown node, mark and attribute names, values an attribute may not take, content
 * a node may not hold, and documents past the size limits are all problems.
 */
export function richTextIssues(schema: Schema, value: unknown): RichTextIssue[] {
  const issues: RichTextIssue[] = [];
  const report = (path: Path, message: ProblemMessage) => issues.push({ path, message });
  let serialized: string | undefined;
  try {
    serialized = JSON.stringify(value);
  } catch {
    serialized = undefined;
  }
  if (serialized === undefined) return [{ path: [], message: 'is-invalid' }];
  if (serialized.length > RICH_TEXT_MAX_BYTES) return [{ path: [], message: 'above-max-length' }];
  let nodeCount = 0;

  function checkAttributes(
    attrs: unknown,
    spec: Readonly<Record<string, { default?: unknown }>>,
    rules: Readonly<Record<string, AttributeRule>>,
    path: Path,
  ) {
    if (attrs !== undefined && !isPlainObject(attrs)) return report(path, 'is-invalid');
    const given = attrs ?? {};
    for (const key of Object.keys(given))
      if (!Object.hasOwn(spec, key) || !Object.hasOwn(rules, key)) report([...path, key], 'is-not-allowed');
    const full: Record<string, unknown> = {};
    for (const [key, attr] of Object.entries(spec))
      full[key] = Object.hasOwn(given, key) ? given[key] : attr.default;
    for (const [key, rule] of Object.entries(rules)) {
      const result = rule(full[key] ?? null, full);
      if (result !== true) report([...path, key], result);
    }
  }

  function checkMarks(marks: unknown, parent: NodeType, path: Path) {
    if (!Array.isArray(marks)) return report(path, 'is-invalid');
    if (marks.length > RICH_TEXT_MAX_MARKS_PER_TEXT) return report(path, 'above-max-length');
    marks.forEach((mark, i) => {
      const at = [...path, i];
      if (!isPlainObject(mark)) return report(at, 'is-invalid');
      for (const key of Object.keys(mark)) if (!MARK_KEYS.has(key)) report([...at, key], 'is-not-allowed');
      const type =
        typeof mark.type === 'string' && Object.hasOwn(schema.marks, mark.type)
          ? schema.marks[mark.type]
          : null;
      if (!type || !Object.hasOwn(MARK_ATTRIBUTE_RULES, type.name))
        return report([...at, 'type'], 'is-not-allowed');
      if (!parent.allowsMarkType(type)) return report([...at, 'type'], 'is-not-allowed');
      checkAttributes(mark.attrs, type.spec.attrs ?? {}, MARK_ATTRIBUTE_RULES[type.name] ?? {}, [
        ...at,
        'attrs',
      ]);
    });
  }

  /** Returns the node's type when it is one of the schema's, so the parent can check its content. */
  function checkNode(node: unknown, path: Path, depth: number, parent: NodeType | null): NodeType | null {
    nodeCount += 1;
    if (nodeCount > RICH_TEXT_MAX_NODES) {
      if (nodeCount === RICH_TEXT_MAX_NODES + 1) report([], 'above-max-length');
      return null;
    }
    if (!isPlainObject(node)) {
      report(path, 'is-invalid');
      return null;
    }
    for (const key of Object.keys(node)) if (!NODE_KEYS.has(key)) report([...path, key], 'is-not-allowed');
    const type =
      typeof node.type === 'string' &&
      Object.hasOwn(schema.nodes, node.type) &&
      Object.hasOwn(NODE_ATTRIBUTE_RULES, node.type)
        ? schema.nodes[node.type]
        : null;
    if (!type || (parent === null) !== (type === schema.topNodeType)) {
      report([...path, 'type'], 'is-not-allowed');
      return null;
    }
    checkAttributes(node.attrs, type.spec.attrs ?? {}, NODE_ATTRIBUTE_RULES[type.name] ?? {}, [
      ...path,
      'attrs',
    ]);
    if (type.isText) {
      if (typeof node.text !== 'string' || node.text.length === 0) report([...path, 'text'], 'is-invalid');
      else if (node.text.length > RICH_TEXT_MAX_TEXT_LENGTH) report([...path, 'text'], 'above-max-length');
    } else if (node.text !== undefined) report([...path, 'text'], 'is-not-allowed');
    if (node.marks !== undefined) {
      if (!type.isInline || !parent) report([...path, 'marks'], 'is-not-allowed');
      else checkMarks(node.marks, parent, [...path, 'marks']);
    }
    if (node.content !== undefined) checkContent(node.content, type, [...path, 'content'], depth);
    else if (!type.isLeaf && !type.contentMatch.validEnd) report([...path, 'content'], 'is-not-present');
    return type;
  }

  function checkContent(content: unknown, type: NodeType, path: Path, depth: number) {
    if (type.isLeaf) return report(path, 'is-not-allowed');
    if (!Array.isArray(content)) return report(path, 'is-invalid');
    if (depth >= RICH_TEXT_MAX_DEPTH) return report(path, 'above-max-length');
    let match: ReturnType<NodeType['contentMatch']['matchType']> = type.contentMatch;
    content.forEach((child, i) => {
      const childType = checkNode(child, [...path, i], depth + 1, type);
      if (!childType) match = null;
      if (!childType || !match) return;
      match = match.matchType(childType);
      if (!match) report([...path, i, 'type'], 'is-not-allowed');
    });
    if (match && !match.validEnd) report(path, 'is-invalid');
  }

  checkNode(value, [], 0, null);
  if (issues.length > 0) return issues;
  try {
    // The walk above covers what ProseMirror checks; this is the schema's own word on the rest
    // (mark exclusions such as code with bold), so nothing the editor could not hold is stored.
    schema.nodeFromJSON(value).check();
  } catch {
    return [{ path: [], message: 'is-invalid' }];
  }
  return [];
}
