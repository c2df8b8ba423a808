import { Skeleton } from '@mantine/core';
import cardClasses from './subject-card.module.css';
import listClasses from './subject-list.module.css';

/** Cards' shapes while the subjects load: a cover, a line for the teachers, one for the students. */
export function SubjectCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className={listClasses.grid}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={listClasses.item}>
          <div className={cardClasses.card}>
            <Skeleton height={92} className={cardClasses.skeletonCover} />
            <div className={cardClasses.body}>
              <Skeleton height={10} width="70%" radius="xl" mt={4} />
              <Skeleton height={10} width="40%" radius="xl" mt={6} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The list's heading and cards while the subjects load. */
export function SubjectListSkeleton({ count }: { count?: number }) {
  return (
    <>
      <Skeleton height={22} width={160} radius="sm" mb="md" />
      <SubjectCardSkeletons count={count} />
    </>
  );
}
