import type { ReactNode } from 'react';
import { cx } from './class-names';
import { CancelledIcon, CheckIcon } from './icons';

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  time?: string;
  state: TimelineStepState;
}

export interface TimelineProps {
  steps: TimelineStep[];
  /** Name of the list, e.g. "Delivery progress". */
  label?: string;
  className?: string;
}

// Spoken before each step, since colour and icon alone do not say where a delivery is.
const stateText: Record<TimelineStepState, string> = {
  done: 'Completed',
  current: 'Current step',
  upcoming: 'Upcoming',
  cancelled: 'Cancelled',
};

const markerClasses: Record<TimelineStepState, string> = {
  done: 'bg-brand-600 text-white',
  current: 'border-2 border-brand-600 bg-surface text-brand-600',
  upcoming: 'border-2 border-line bg-surface text-grey-400',
  cancelled: 'bg-danger-600 text-white',
};

export function Timeline({ steps, label, className }: TimelineProps) {
  return (
    <ol aria-label={label} className={cx('flex flex-col', className)}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.id}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-6 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute top-7 bottom-1 left-3 w-0.5 -translate-x-1/2',
                  step.state === 'done' ? 'bg-brand-600' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative flex size-6 shrink-0 items-center justify-center rounded-full',
                markerClasses[step.state],
              )}
            >
              {step.state === 'done' && <CheckIcon className="size-4" strokeWidth={3} />}
              {step.state === 'cancelled' && <CancelledIcon className="size-4" />}
              {step.state === 'current' && <span className="size-2 rounded-full bg-brand-600" />}
            </span>
            <div className="min-w-0 flex-1">
              <p
                className={cx(
                  'text-sm font-semibold',
                  step.state === 'upcoming'
                    ? 'text-muted'
                    : step.state === 'cancelled'
                      ? 'text-danger-700'
                      : 'text-ink',
                )}
              >
                <span className="sr-only">{stateText[step.state]}: </span>
                {step.title}
              </p>
              {step.description && <p className="text-sm text-muted">{step.description}</p>}
              {step.time && <p className="text-xs text-muted">{step.time}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
