import type { LearningOutcome } from '../../../common/outcomes/schema.ts';

/** One outcome of a framework's tree, with the outcomes under it in the framework's order. */
export interface FrameworkNode {
  outcome: LearningOutcome;
  children: FrameworkNode[];
  depth: number;
}

/**
 * A curriculum is shown as its framework's tree when its outcomes name their level of the tree
 * (a CASE framework's item types) or it has levels that only group others.
 */
export function hasFrameworkTree(outcomes: readonly LearningOutcome[]): boolean {
  return outcomes.some((outcome) => {
    const standard = outcome.standardBasedLearningOutcome;
    return Boolean(standard?.itemType || standard?.isGrouping);
  });
}

/**
 * The outcomes as a tree: each under its parent, in the parent's `childrenIds` order (others it
 * does not list follow in the list's order), outcomes whose parent is not listed at the top, so a
 * year level's outcomes still show where their ancestors are left out.
 */
export function frameworkTree(outcomes: readonly LearningOutcome[]): FrameworkNode[] {
  const listed = new Map(outcomes.map((outcome) => [outcome.uuid, outcome]));
  const childrenOf = new Map<string, LearningOutcome[]>();
  const roots: LearningOutcome[] = [];
  for (const outcome of outcomes) {
    const parentId = outcome.standardBasedLearningOutcome?.parentId;
    if (parentId && parentId !== outcome.uuid && listed.has(parentId))
      childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), outcome]);
    else roots.push(outcome);
  }
  const build = (outcome: LearningOutcome, depth: number, seen: Set<string>): FrameworkNode => {
    const order = outcome.standardBasedLearningOutcome?.childrenIds ?? [];
    const rank = (uuid: string) => (order.includes(uuid) ? order.indexOf(uuid) : order.length);
    const children = [...(childrenOf.get(outcome.uuid) ?? [])]
      .filter((child) => !seen.has(child.uuid))
      .sort((a, b) => rank(a.uuid) - rank(b.uuid));
    const below = new Set([...seen, outcome.uuid]);
    return { outcome, depth, children: children.map((child) => build(child, depth + 1, below)) };
  };
  return roots.map((root) => build(root, 0, new Set()));
}

/** The uuids of the nodes down to `depth` levels below the top that have children (shown open at first). */
export function openToDepth(nodes: readonly FrameworkNode[], depth: number): Set<string> {
  const open = new Set<string>();
  const visit = (node: FrameworkNode) => {
    if (node.depth >= depth || !node.children.length) return;
    open.add(node.outcome.uuid);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return open;
}

/** Every node's uuid that has children (Expand all). */
export function allBranches(nodes: readonly FrameworkNode[]): Set<string> {
  return openToDepth(nodes, Number.POSITIVE_INFINITY);
}
