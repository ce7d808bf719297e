import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Cooper, Jane')).toBe('"Cooper, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
  });

  it('keeps a formula after another separator from running, and quotes the cell', () => {
    // A spreadsheet that splits on ';' (or tab, or '|') would read the middle piece as a cell.
    expect(csvCell('Csv;=1+1;x')).toBe('"Csv;\'=1+1;x"');
    expect(csvCell('a; "@SUM(A1)" |-2+3')).toBe('"a; ""\'@SUM(A1)"" |\'-2+3"');
    expect(csvCell('tab\t+cmd')).toBe('"tab\t\'+cmd"');
    expect(csvCell('Cooper, =Jane')).toBe('"Cooper, \'=Jane"');
    // Plain text stays as it was.
    expect(csvCell('Dr. Ana Silva')).toBe('Dr. Ana Silva');
    expect(csvCell('2026-11-20')).toBe('2026-11-20');
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });
});
