import { useId, useState, type CSSProperties } from 'react';
import type { BeforeAfterBlock } from '../../../schema/generated/types';
import { Picture } from '../../ui/Picture';
import { Section, SectionHeading } from '../../ui/Section';

const MIDDLE = 50;

export function BeforeAfter({ id, eyebrow, title, intro, tone, before, after, caption }: BeforeAfterBlock) {
  const headingId = useId();
  const [shown, setShown] = useState(MIDDLE);
  // Set through the CSSOM once moved: a style attribute in the prerendered HTML would be refused by the CSP.
  const divide = shown === MIDDLE ? undefined : ({ '--divide': `${shown}%` } as CSSProperties);
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <figure className="mx-auto max-w-5xl">
        <div className="before-after" style={divide}>
          <div className="before-after-photo">
            <Picture image={before} slot="before-after" className="h-auto w-full" />
            <span className="before-after-label left-3">Before</span>
          </div>
          <div className="before-after-photo before-after-after">
            <Picture image={after} slot="before-after" className="h-auto w-full" />
            <span className="before-after-label right-3">After</span>
          </div>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={shown}
            onChange={(event) => setShown(Number(event.currentTarget.value))}
            aria-label={`Compare before and after: ${title}`}
            aria-valuetext={`${shown}% before, ${100 - shown}% after`}
            className="before-after-range"
          />
          <span aria-hidden="true" className="before-after-handle" />
        </div>
        <figcaption className="mt-4 text-center text-sm leading-relaxed text-slate-600 tone-dark:text-slate-300">{caption}</figcaption>
      </figure>
    </Section>
  );
}
