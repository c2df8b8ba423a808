import { Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import {
  createOutcomeSearcher,
  prepareOutcomeSearch,
  type OutcomeSearchTarget,
  type SearchNearness,
} from '../outcome-search.ts';
import { OutcomeSummary } from './outcome-summary.tsx';
import classes from './outcome-search.module.css';

export interface OutcomeSearchProps {
  /** The outcomes to search, already loaded. */
  outcomes: readonly LearningOutcome[];
  /** A visible label; without one the input is still named for screen readers. */
  label?: string;
  /** Outcomes already chosen: listed, but disabled. */
  existingUuids?: readonly string[];
  onSelect: (outcome: LearningOutcome) => void;
  /** The input's id, for focus to be moved to it. */
  id?: string;
  /** The class searched for: its curriculum and year level are listed first. */
  near?: SearchNearness;
  /** What is said when nothing matches, if not the usual. */
  noMatchesText?: string;
  /** The highlighted match in more detail, shown under the list (the selector's preview). */
  preview?: (outcome: LearningOutcome) => ReactNode;
}

/**
 * The curriculum outcome search (spec 2.12 and 4): a combobox whose matches drop down in a
 * listbox scrolling at 400 px. Typing or focusing searches; an empty query clears the results;
 * Up and Down move the highlight, Enter selects it, Escape closes the results (or, when they are
 * closed, clears the text); a click outside closes them. Selecting clears the text, the results and
 * the highlight. The search text of each outcome is prepared once per list, and the box's searcher
 * continues each keystroke from the one before.
 */
export function OutcomeSearch({
  outcomes,
  label,
  existingUuids,
  onSelect,
  id,
  near,
  noMatchesText,
  preview,
}: OutcomeSearchProps) {
  const { t } = useTranslation();
  const targets = useMemo(() => prepareOutcomeSearch(outcomes), [outcomes]);
  const curriculum = near?.curriculum ?? null;
  const years = near?.years ?? null;
  const searcher = useMemo(
    () => createOutcomeSearcher(targets, undefined, { curriculum, years }),
    // A class's year level is a new object on each render of its page; its years are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [targets, curriculum, years?.from, years?.to],
  );
  const existing = useMemo(() => new Set(existingUuids), [existingUuids]);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<OutcomeSearchTarget[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const previewId = `${listboxId}-preview`;

  const close = () => {
    setIsOpen(false);
    setHighlight(-1);
  };
  const rootRef = useClickOutside<HTMLDivElement>(close);

  const search = (text: string) => {
    setResults(searcher.search(text));
    setIsOpen(text.trim() !== '');
    setHighlight(-1);
  };

  const select = (target: OutcomeSearchTarget) => {
    if (existing.has(target.outcome.uuid)) return;
    onSelect(target.outcome);
    setQuery('');
    setResults([]);
    close();
  };

  const isExpanded = isOpen && results.length > 0;
  const highlighted = isExpanded ? results[highlight] : undefined;
  const previewed = highlighted && preview?.(highlighted.outcome);

  // Another list (a year level chosen beside the box) lists the open results again from it.
  const [searchedBy, setSearchedBy] = useState(searcher);
  if (searchedBy !== searcher) {
    setSearchedBy(searcher);
    if (isOpen) search(query);
  }

  useEffect(() => {
    if (highlight >= 0) document.getElementById(optionId(highlight))?.scrollIntoView({ block: 'nearest' });
    // optionId depends on listboxId alone, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlight]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!isExpanded) {
          // Closed results open again, as focusing does.
          search(query);
          return;
        }
        const last = results.length - 1;
        const down = event.key === 'ArrowDown';
        setHighlight((index) => (down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
        return;
      }
      case 'Enter': {
        const target = isExpanded ? results[highlight] : undefined;
        if (target) {
          event.preventDefault();
          select(target);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (isExpanded) close();
        else {
          setQuery('');
          setResults([]);
          close();
        }
        return;
    }
  };

  return (
    <div ref={rootRef} className={classes.root}>
      <TextInput
        id={id}
        type="search"
        label={label}
        aria-label={label ? undefined : t('outcomes.search.label')}
        placeholder={t('outcomes.search.placeholder')}
        value={query}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={isExpanded && highlight >= 0 ? optionId(highlight) : undefined}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        onFocus={() => search(query)}
        onKeyDown={onKeyDown}
      />
      <div className={classes.dropdown}>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('outcomes.search.results')}
          className={classes.listbox}
          hidden={!isExpanded}
        >
          {isExpanded &&
            results.map((target, index) => {
              const isExisting = existing.has(target.outcome.uuid);
              return (
                <li
                  key={target.outcome.uuid}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlight}
                  aria-disabled={isExisting || undefined}
                  aria-describedby={index === highlight && previewed ? previewId : undefined}
                  className={classes.option}
                  // Keep focus in the input, so the keyboard still drives the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setHighlight(index)}
                  onClick={() => select(target)}
                >
                  <OutcomeSummary outcome={target.outcome} flat={target.flat} />
                  {isExisting && (
                    <Text size="xs" fw={600} className={classes.existing}>
                      {t('outcomes.search.alreadyChosen')}
                    </Text>
                  )}
                </li>
              );
            })}
        </ul>
        {previewed && (
          // A region the keyboard reaches (Tab from the box) to scroll a long preview.
          <div
            id={previewId}
            className={classes.preview}
            role="region"
            aria-label={t('outcomes.search.preview')}
            tabIndex={0}
          >
            {previewed}
          </div>
        )}
      </div>
      {isOpen && results.length === 0 && (
        <Text size="sm" className={classes.empty}>
          {noMatchesText ?? t('outcomes.search.noMatches')}
        </Text>
      )}
      <VisuallyHidden role="status">
        {isOpen ? t('outcomes.search.count', { count: results.length }) : ''}
      </VisuallyHidden>
    </div>
  );
}
