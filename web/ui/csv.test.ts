import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv.ts';

describe('CSV', () => {
  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('Year 7, Science')).toBe('"Year 7, Science"');
    expect(csvCell('The "best" class')).toBe('"The ""best"" class"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('keeps a name from becoming a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+61 class')).toBe("'+61 class");
    expect(csvCell('@home')).toBe("'@home");
  });

  it('ends every line, the last too, with CRLF', () => {
    expect(
      csvText([
        ['a', 1],
        ['b, c', null],
      ]),
    ).toBe('a,1\r\n"b, c",\r\n');
    expect(csvText([])).toBe('');
  });
});
