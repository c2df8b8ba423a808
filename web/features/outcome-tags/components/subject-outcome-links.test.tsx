import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { studentView, SUBJECT_URL, teacherView } from '../outcome-progress.fixtures.ts';
import { SubjectOutcomeLinks } from './subject-outcome-links.tsx';

const linksOf = (subject: SubjectDetails) => {
  renderWithApp(<SubjectOutcomeLinks subject={subject} subjectUrl={SUBJECT_URL} />);
  const nav = screen.getByRole('navigation', { name: 'Outcomes of Year 7 Science' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('SubjectOutcomeLinks', () => {
  it("links a subject's teachers to its progress and its scope and sequence", () => {
    expect(linksOf(teacherView())).toEqual([
      ['Progress', `${SUBJECT_URL}/progress`],
      ['Scope and sequence', `${SUBJECT_URL}/scope-and-sequence`],
    ]);
  });

  it('links a student to their own progress', () => {
    expect(linksOf(studentView())).toEqual([['My progress', `${SUBJECT_URL}/progress`]]);
  });
});
