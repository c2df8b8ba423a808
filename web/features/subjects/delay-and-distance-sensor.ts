import type { Activators, SensorInstance, SensorProps, Translate } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** A point on screen (dnd-kit's Translate has the same x and y). */
type Coordinates = Translate;

export interface DelayAndDistanceOptions {
  /** How long the pointer must be held down before a drag may start (ms). */
  delay: number;
  /** How far the pointer must have moved before a drag may start (px). */
  distance: number;
}

/** Spec 9: a subject drag starts after a 50 ms delay and 30 px distance. */
export const SUBJECT_DRAG_CONSTRAINT: DelayAndDistanceOptions = { delay: 50, distance: 30 };

/** Whether a press held `elapsedMs` and moved by `delta` may start a drag: both limits, not either. */
export function hasMetDelayAndDistance(
  elapsedMs: number,
  delta: Coordinates,
  { delay, distance }: DelayAndDistanceOptions,
): boolean {
  return elapsedMs >= delay && Math.hypot(delta.x, delta.y) >= distance;
}

/**
 * A pointer sensor that starts a drag only once the pointer has been held down for `delay` ms AND
 * has moved `distance` px (spec 2.4: "after a 50 ms delay and 30 px distance").
 *
 * Why not dnd-kit's PointerSensor: its activation constraint is either a delay (with a tolerance
 * that cancels the press when the pointer moves too far too early) or a distance; given both, it
 * starts on whichever comes first (the delay's timer fires whatever the distance). A held click
 * would then start a drag after 50 ms without moving, and a quick flick would start one before
 * 50 ms. This sensor checks both: on every move, and once more when the delay runs out (a pointer
 * already 30 px away by then starts at once). Until then nothing moves; releasing before is an
 * ordinary click.
 */
export class DelayAndDistancePointerSensor implements SensorInstance {
  autoScrollEnabled = true;

  static activators: Activators<DelayAndDistanceOptions> = [
    {
      eventName: 'onPointerDown',
      handler: ({ nativeEvent }: ReactPointerEvent) => nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];

  private readonly props: SensorProps<DelayAndDistanceOptions>;
  private readonly document: Document;
  private readonly initial: Coordinates;
  private readonly startedAt = performance.now();
  private latest: Coordinates;
  private activated = false;
  private timer: ReturnType<typeof setTimeout> | null;

  constructor(props: SensorProps<DelayAndDistanceOptions>) {
    this.props = props;
    const event = props.event as PointerEvent;
    this.initial = { x: event.clientX, y: event.clientY };
    this.latest = this.initial;
    // Pointer events stop reaching an element that unmounts mid-drag, so listen on the document.
    this.document = (event.target as Node | null)?.ownerDocument ?? document;
    this.document.addEventListener('pointermove', this.handleMove, { passive: false });
    this.document.addEventListener('pointerup', this.handleEnd);
    this.document.addEventListener('pointercancel', this.handleCancel);
    this.document.addEventListener('keydown', this.handleKeydown);
    window.addEventListener('resize', this.handleCancel);
    window.addEventListener('dragstart', preventDefault);
    window.addEventListener('contextmenu', preventDefault);
    this.document.addEventListener('visibilitychange', this.handleCancel);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tryStart();
    }, props.options.delay);
  }

  private tryStart(): void {
    if (this.activated) return;
    const delta = { x: this.latest.x - this.initial.x, y: this.latest.y - this.initial.y };
    if (!hasMetDelayAndDistance(performance.now() - this.startedAt, delta, this.props.options)) return;
    this.activated = true;
    // The click that ends a drag must not follow the item's link.
    this.document.addEventListener('click', stopPropagation, { capture: true });
    this.document.getSelection()?.removeAllRanges();
    this.props.onStart(this.initial);
    if (this.latest !== this.initial) this.props.onMove(this.latest);
  }

  private readonly handleMove = (event: PointerEvent) => {
    this.latest = { x: event.clientX, y: event.clientY };
    if (!this.activated) {
      this.tryStart();
      return;
    }
    if (event.cancelable) event.preventDefault();
    this.props.onMove(this.latest);
  };

  private readonly handleEnd = () => {
    this.detach();
    if (!this.activated) this.props.onAbort(this.props.active);
    this.props.onEnd();
  };

  private readonly handleCancel = () => {
    this.detach();
    if (!this.activated) this.props.onAbort(this.props.active);
    this.props.onCancel();
  };

  private readonly handleKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') this.handleCancel();
  };

  private detach(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.document.removeEventListener('pointermove', this.handleMove);
    this.document.removeEventListener('pointerup', this.handleEnd);
    this.document.removeEventListener('pointercancel', this.handleCancel);
    this.document.removeEventListener('keydown', this.handleKeydown);
    this.document.removeEventListener('visibilitychange', this.handleCancel);
    window.removeEventListener('resize', this.handleCancel);
    window.removeEventListener('dragstart', preventDefault);
    window.removeEventListener('contextmenu', preventDefault);
    // The click that follows pointerup comes after this; stop swallowing clicks just after it.
    setTimeout(() => this.document.removeEventListener('click', stopPropagation, { capture: true }), 50);
  }
}

function preventDefault(event: Event): void {
  event.preventDefault();
}

function stopPropagation(event: Event): void {
  event.stopPropagation();
}
