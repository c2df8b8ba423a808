/**
 * The short forms teachers type for Common Core style codes (California mathematics): the cluster
 * letter left out, and a sub-standard's letter written on the number. '3.NF.A.1' is typed
 * '3.NF.1', '3.NF.A.3.a' '3.NF.3a' or '3.NF.3.a'; 'HSA-REI.B.4' 'A-REI.4', 'A.REI.4' or
 * 'HSA-REI.4'. Each outcome's search text holds them, so a short form finds its outcome as a whole
 * substring, not as scattered letters.
 */
const GRADE_CODE = /^(K|\d{1,2})\.([A-Z]{1,4})\.[A-Z]\.(\d+(?:\.\d+)?)(?:\.([a-z]))?$/;
const HIGH_SCHOOL_CODE = /^HS([A-Z])-([A-Z]{1,4})\.[A-Z]\.(\d+(?:\.\d+)?)(?:\.([a-z]))?$/;

/** With a sub-standard's letter, each form also as '3a' and '3.a'. */
function withLetter(stems: readonly string[], letter: string | undefined): string[] {
  return letter ? stems.flatMap((stem) => [`${stem}${letter}`, `${stem}.${letter}`]) : [...stems];
}

/** The short forms of a code, or none when it has no cluster to leave out. */
export function shortCodeForms(code: string | null | undefined): string[] {
  if (!code) return [];
  const grade = GRADE_CODE.exec(code);
  if (grade) {
    const [, level, domain, number, letter] = grade;
    return withLetter([`${level}.${domain}.${number}`], letter);
  }
  const highSchool = HIGH_SCHOOL_CODE.exec(code);
  if (highSchool) {
    const [, conceptual, domain, number, letter] = highSchool;
    return withLetter(
      [
        `${conceptual}-${domain}.${number}`,
        `${conceptual}.${domain}.${number}`,
        `HS${conceptual}-${domain}.${number}`,
      ],
      letter,
    );
  }
  return [];
}
