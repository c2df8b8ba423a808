import { describe, expect, it } from 'vitest';
import { readCaseFixture } from './case-package.fixtures.ts';
import { caseTreeOf, checkCaseTree } from './case-tree.mapper.ts';

describe('checkCaseTree', () => {
  it('names repeated identifiers, parents not in the package and cycles, in the package’s terms', () => {
    const pkg = readCaseFixture('SmartLevelFramework.json');
    pkg.CFItems![13]!.identifier = pkg.CFItems![12]!.identifier;
    pkg.CFAssociations![2]!.destinationNodeURI.identifier = 'ffffffff-0000-0000-0000-000000000000';
    // Item 1 made a child of its own child Item 1.2.
    pkg.CFAssociations![0]!.destinationNodeURI.identifier = '00000000-0000-0000-0000-000000000004';
    expect(checkCaseTree(pkg)).toEqual([
      {
        field: 'CFItems[13] (00000000-0000-0000-0000-000000000013).identifier',
        message:
          'duplicate inside this package: CFItems[12] (00000000-0000-0000-0000-000000000013) has the same identifier',
      },
      {
        field: `CFAssociations[2] (${pkg.CFAssociations![2]!.identifier}).destinationNodeURI`,
        message:
          "isChildOf ffffffff-0000-0000-0000-000000000000, which is neither this package's CFDocument nor one of its CFItems",
      },
      {
        field: 'CFItems[0] (00000000-0000-0000-0000-000000000001)',
        message: 'is its own ancestor: its isChildOf associations go round in a circle',
      },
      {
        field: 'CFItems[3] (00000000-0000-0000-0000-000000000004)',
        message: 'is its own ancestor: its isChildOf associations go round in a circle',
      },
    ]);
  });

  it('finds no problem in a sound framework', () => {
    expect(checkCaseTree(readCaseFixture('SmartLevelFramework.json'))).toEqual([]);
  });
});

describe('caseTreeOf', () => {
  it('gives each item its depth below the document', () => {
    const tree = caseTreeOf(readCaseFixture('SmartLevelFramework.json'));
    expect(tree.depthOf('00000000-0000-0000-0000-000000000001')).toBe(1);
    expect(tree.depthOf('00000000-0000-0000-0000-000000000013')).toBe(2);
  });
});
