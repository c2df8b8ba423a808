import {
  OUTCOME_ASSOCIATION_TYPES,
  type OutcomeAssociationType,
} from '../../../common/outcomes/constants.ts';
import type { OutcomeAssociation } from '../../../common/outcomes/schema.ts';
import type { CfItem, CfLink, CfPackage } from './case-package.types.ts';

/**
 * A framework's associations besides its tree (`isRelatedTo`, `exactMatchOf`, `isPartOf`,
 * `precedes`, `replacedBy`, …), kept on the outcomes they join: on the origin as it is, and on the
 * destination as incoming, so each end shows it ("replaced by" on one, "replaces" on the other).
 * The other end is named by uuid when it is an item of the package, otherwise by the code, title
 * and address the association gives. An association neither end of which is an item of the
 * package, or of a type CASE does not define (`ext:…`), is not kept; the answer counts them.
 */
export interface CaseAssociations {
  byItem: ReadonlyMap<string, OutcomeAssociation[]>;
  kept: number;
  /** Not kept, by type: `ext:` types, and associations that join no item of the package. */
  notKept: Record<string, number>;
}

const isKeptType = (type: string): type is OutcomeAssociationType =>
  (OUTCOME_ASSOCIATION_TYPES as readonly string[]).includes(type);

export function caseAssociationsOf(
  pkg: CfPackage,
  byId: ReadonlyMap<string, CfItem>,
  uuidOf: (identifier: string) => string,
): CaseAssociations {
  const byItem = new Map<string, OutcomeAssociation[]>();
  const notKept: Record<string, number> = {};
  let kept = 0;
  const other = (link: CfLink): Omit<OutcomeAssociation, 'type'> => {
    const item = byId.get(link.identifier);
    if (item)
      return {
        uuid: uuidOf(item.identifier),
        code: item.humanCodingScheme?.trim() || null,
        title: item.fullStatement,
      };
    return { uuid: null, code: null, title: link.title?.trim() || null, uri: link.uri ?? null };
  };
  const add = (identifier: string, association: OutcomeAssociation) =>
    byItem.set(identifier, [...(byItem.get(identifier) ?? []), association]);

  for (const association of pkg.CFAssociations ?? []) {
    const type = association.associationType;
    if (type === 'isChildOf') continue;
    const [origin, destination] = [association.originNodeURI, association.destinationNodeURI];
    const ends = [byId.has(origin.identifier), byId.has(destination.identifier)];
    if (!isKeptType(type) || !ends.some(Boolean)) {
      notKept[type] = (notKept[type] ?? 0) + 1;
      continue;
    }
    kept += 1;
    if (ends[0]) add(origin.identifier, { type, ...other(destination) });
    if (ends[1]) add(destination.identifier, { type, isIncoming: true, ...other(origin) });
  }
  return { byItem, kept, notKept };
}
