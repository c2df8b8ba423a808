import { describe, expect, it } from 'vitest';
import { shortCodeForms } from './code-forms.ts';

describe('short forms of a code, as teachers type them', () => {
  it('leaves the cluster out of a grade code', () => {
    expect(shortCodeForms('3.NF.A.1')).toEqual(['3.NF.1']);
    expect(shortCodeForms('K.CC.A.1')).toEqual(['K.CC.1']);
  });

  it("writes a sub-standard's letter on its number, with or without a point", () => {
    expect(shortCodeForms('3.NF.A.3.a')).toEqual(['3.NF.3a', '3.NF.3.a']);
  });

  it('gives a high-school code its conceptual-category forms', () => {
    expect(shortCodeForms('HSA-REI.B.4')).toEqual(['A-REI.4', 'A.REI.4', 'HSA-REI.4']);
    expect(shortCodeForms('HSA-REI.B.3.1')).toEqual(['A-REI.3.1', 'A.REI.3.1', 'HSA-REI.3.1']);
    expect(shortCodeForms('HSA-REI.B.4.b')).toContain('A-REI.4b');
  });

  it('has none for codes without a cluster', () => {
    expect(shortCodeForms('AC9S7U04')).toEqual([]);
    expect(shortCodeForms('MS-PS1-2')).toEqual([]);
    expect(shortCodeForms('3.NF.1')).toEqual([]);
    expect(shortCodeForms(null)).toEqual([]);
  });
});
