/**
 * The parts of a CASE 1.0 / 1.1 CFPackage the importer reads, once the package is valid against
 * its version's schema (case-package.schema.ts).
 */

export interface CfLink {
  identifier: string;
  title?: string;
  uri?: string;
}

export interface CfItem {
  identifier: string;
  uri?: string;
  fullStatement: string;
  humanCodingScheme?: string;
  abbreviatedStatement?: string;
  CFItemType?: string;
  educationLevel?: string[];
  listEnumeration?: string;
  language?: string;
  lastChangeDateTime?: string;
}

export interface CfAssociation {
  identifier: string;
  associationType: string;
  originNodeURI: CfLink;
  destinationNodeURI: CfLink;
  sequenceNumber?: number;
}

export interface CfLevel {
  quality?: string;
  description?: string;
  score?: number;
  position?: number;
}

export interface CfRubric {
  identifier: string;
  CFRubricCriteria?: { CFItemURI?: CfLink; CFRubricCriterionLevels?: CfLevel[] }[];
}

export interface CfDocument {
  identifier: string;
  uri?: string;
  title: string;
  creator: string;
  publisher?: string;
  officialSourceURL?: string;
  version?: string;
  lastChangeDateTime: string;
  licenseURI?: CfLink;
}

export interface CfPackage {
  CFDocument: CfDocument;
  CFItems?: CfItem[];
  CFAssociations?: CfAssociation[];
  CFDefinitions?: { CFLicenses?: { identifier: string; title?: string; licenseText?: string }[] } | [];
  CFRubrics?: CfRubric[];
}
