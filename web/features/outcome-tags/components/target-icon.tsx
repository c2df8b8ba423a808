import { Icon } from '../../../ui/icon.tsx';

/** The target icon that marks a target level; `label` is its accessible name (and its tooltip). */
export function TargetIcon({ id, label, className }: { id?: string; label: string; className?: string }) {
  return (
    <span id={id} className={className} role="img" aria-label={label} title={label}>
      <Icon>
        <circle cx="12" cy="12" r="1" />
        <circle cx="12" cy="12" r="5" />
        <circle cx="12" cy="12" r="9" />
      </Icon>
    </span>
  );
}
