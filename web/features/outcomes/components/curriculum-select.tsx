import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import type { CurriculumCode } from '../../../../common/outcomes/constants.ts';
import type { Curriculum } from '../../../../common/outcomes/contracts.ts';
import {
  curriculumDropdown,
  defaultCurriculum,
  type CurriculumDropdownItem,
} from '../../../../common/outcomes/dropdown.ts';

const DIVIDER = '──────────';

/** An institution's locale as spec 9's dropdown reads it: EN_AU (an older en-AU means the same). */
const dropdownLocale = (locale: string) => locale.replace('-', '_').toUpperCase();

/**
 * The curricula a school is offered, as spec 9's dropdown lists them for its locale, and the one
 * chosen: `asked` when it is offered, else the one the dropdown opens on.
 */
export function useCurriculumDropdown(
  curricula: readonly Curriculum[] | undefined,
  locale: string,
  asked: string | null | undefined,
): { items: CurriculumDropdownItem[]; chosen: CurriculumCode | null } {
  return useMemo(() => {
    const items = curriculumDropdown({
      locale: dropdownLocale(locale),
      available: (curricula ?? []).map((curriculum) => curriculum.code),
    });
    const offered = items.flatMap((item) => (item.kind === 'curriculum' ? [item.code] : []));
    const chosen = offered.find((code) => code === asked) ?? defaultCurriculum(items);
    return { items, chosen };
  }, [curricula, locale, asked]);
}

/** Spec 9's curriculum dropdown: the variants after a divider, each curriculum by its label. */
export function CurriculumSelect({
  label,
  items,
  curricula,
  value,
  onChange,
}: {
  label: string;
  items: readonly CurriculumDropdownItem[];
  curricula: readonly Curriculum[];
  value: CurriculumCode;
  onChange: (code: CurriculumCode) => void;
}) {
  const labelOf = (code: string) => curricula.find((c) => c.code === code)?.label ?? code;
  return (
    <NativeSelect
      label={label}
      value={value}
      maw="24rem"
      onChange={(event) => onChange(event.currentTarget.value as CurriculumCode)}
    >
      {items.map((item) =>
        item.kind === 'divider' ? (
          <option key="divider" disabled>
            {DIVIDER}
          </option>
        ) : (
          <option key={item.code} value={item.code}>
            {labelOf(item.code)}
          </option>
        ),
      )}
    </NativeSelect>
  );
}
