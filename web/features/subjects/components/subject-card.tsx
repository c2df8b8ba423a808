import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { showSubjectCode, subjectColor } from '../../../../common/subjects/rules.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import classes from './subject-card.module.css';

/**
 * A subject as a card: a cover in the subject's colour with its name (a link to the subject when
 * `path` is given; the whole card is then the link's target) and code, what to know about it, and
 * a footer. Buttons in `coverActions` and `footer` sit above the card's link.
 */
export function SubjectCard({
  subject,
  path,
  coverActions,
  children,
  footer,
  isMuted = false,
  className = '',
}: {
  subject: Pick<Subject, 'id' | 'namePlaintext' | 'code'>;
  path: string | null;
  coverActions?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Grey instead of the subject's colour (a copy still being made). */
  isMuted?: boolean;
  className?: string;
}) {
  const name = (
    <span className={classes.name} data-testid="subject-name">
      {subject.namePlaintext}
    </span>
  );
  const style = { '--subject-color': subjectColor(subject) } as CSSProperties;
  return (
    <div className={`${classes.card} ${className}`} style={style} data-muted={isMuted || undefined}>
      <div className={classes.cover}>
        <div className={classes.coverText}>
          <h3 className={classes.heading}>
            {path ? (
              <Link to={path} className={classes.link}>
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {showSubjectCode(subject.code) && <span className={classes.code}>{subject.code}</span>}
        </div>
        {coverActions && <div className={classes.coverActions}>{coverActions}</div>}
      </div>
      {children && <div className={classes.body}>{children}</div>}
      {footer && <div className={classes.footer}>{footer}</div>}
    </div>
  );
}
