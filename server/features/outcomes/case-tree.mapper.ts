import { describeRecord } from './case-package.schema.ts';
import type { CfAssociation, CfItem, CfPackage } from './case-package.types.ts';
import type { ImportProblem } from './import-problems.types.ts';

/**
 * A framework's tree, from its `isChildOf` associations: each item's parent (the first `isChildOf`
 * another item, by sequence number), each item's children in order, and the framework's order
 * (the document's children by sequence number, each followed by its own; items placed nowhere
 * follow in the package's order).
 */
export interface CaseTree {
  byId: ReadonlyMap<string, CfItem>;
  parents: ReadonlyMap<string, string>;
  children: ReadonlyMap<string, readonly string[]>;
  ordered: readonly CfItem[];
  depthOf: (identifier: string) => number;
}

function childAssociations(pkg: CfPackage): CfAssociation[] {
  const order = (a: CfAssociation) => a.sequenceNumber ?? Number.MAX_SAFE_INTEGER;
  return (pkg.CFAssociations ?? [])
    .filter((association) => association.associationType === 'isChildOf')
    .map((association, index) => ({ association, index }))
    .sort((a, b) => order(a.association) - order(b.association) || a.index - b.index)
    .map(({ association }) => association);
}

function parentsOf(pkg: CfPackage, links: readonly CfAssociation[]): Map<string, string> {
  const items = new Set((pkg.CFItems ?? []).map((item) => item.identifier));
  const parents = new Map<string, string>();
  for (const association of links) {
    const [child, parent] = [association.originNodeURI.identifier, association.destinationNodeURI.identifier];
    if (items.has(child) && items.has(parent) && !parents.has(child)) parents.set(child, parent);
  }
  return parents;
}

export function caseTreeOf(pkg: CfPackage): CaseTree {
  const items = pkg.CFItems ?? [];
  const byId = new Map(items.map((item) => [item.identifier, item]));
  const links = childAssociations(pkg);
  const parents = parentsOf(pkg, links);
  const children = new Map<string, string[]>();
  for (const association of links) {
    const [child, parent] = [association.originNodeURI.identifier, association.destinationNodeURI.identifier];
    const siblings = children.get(parent) ?? [];
    if (parents.get(child) === parent && !siblings.includes(child))
      children.set(parent, [...siblings, child]);
  }

  const ordered: CfItem[] = [];
  const placed = new Set<string>();
  const visit = (id: string) => {
    const item = byId.get(id);
    if (!item || placed.has(id)) return;
    placed.add(id);
    ordered.push(item);
    (children.get(id) ?? []).forEach(visit);
  };
  for (const association of links)
    if (association.destinationNodeURI.identifier === pkg.CFDocument.identifier)
      visit(association.originNodeURI.identifier);
  items.filter((item) => !parents.has(item.identifier)).forEach((item) => visit(item.identifier));

  const depths = new Map<string, number>();
  const depthOf = (identifier: string): number => {
    const known = depths.get(identifier);
    if (known !== undefined) return known;
    const parent = parents.get(identifier);
    const depth = parent ? depthOf(parent) + 1 : 1;
    depths.set(identifier, depth);
    return depth;
  };
  return { byId, parents, children, ordered, depthOf };
}

/**
 * Problems the schema cannot see: an identifier repeated inside the package, an `isChildOf` whose
 * parent is neither the document nor an item of the package, and items that are their own
 * ancestors. Each says which records, and what is wrong, in the package's own terms.
 */
export function checkCaseTree(pkg: CfPackage): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const items = pkg.CFItems ?? [];
  const firstAt = new Map<string, number>();
  items.forEach((item, index) => {
    const key = item.identifier.toLowerCase();
    const first = firstAt.get(key);
    if (first !== undefined)
      problems.push({
        field: `${describeRecord(pkg, 'CFItems', index)}.identifier`,
        message: `duplicate inside this package: ${describeRecord(pkg, 'CFItems', first)} has the same identifier`,
      });
    else firstAt.set(key, index);
  });
  const ids = new Set(items.map((item) => item.identifier));
  (pkg.CFAssociations ?? []).forEach((association, index) => {
    if (association.associationType !== 'isChildOf' || !ids.has(association.originNodeURI.identifier)) return;
    const destination = association.destinationNodeURI.identifier;
    if (destination !== pkg.CFDocument.identifier && !ids.has(destination))
      problems.push({
        field: `${describeRecord(pkg, 'CFAssociations', index)}.destinationNodeURI`,
        message: `isChildOf ${destination}, which is neither this package's CFDocument nor one of its CFItems`,
      });
  });
  const parents = parentsOf(pkg, childAssociations(pkg));
  items.forEach((item, index) => {
    const seen = new Set<string>();
    for (let id = parents.get(item.identifier); id && !seen.has(id); id = parents.get(id)) {
      if (id === item.identifier) {
        problems.push({
          field: describeRecord(pkg, 'CFItems', index),
          message: 'is its own ancestor: its isChildOf associations go round in a circle',
        });
        break;
      }
      seen.add(id);
    }
  });
  return problems;
}
