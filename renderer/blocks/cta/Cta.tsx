import { useId } from 'react';
import type { CtaBlock } from '../../../schema/generated/types';
import { ActionRow } from '../../ui/ActionButton';
import { Html } from '../../ui/Html';

const looks: Record<NonNullable<CtaBlock['variant']>, { outer: string; inner: string }> = {
  banner: { outer: 'cta-banner bg-navy-900 text-slate-200 tone-dark', inner: 'text-center' },
  emergency: { outer: 'hero-emergency bg-red-950 text-white tone-dark', inner: 'text-center' },
  panel: { outer: 'bg-slate-50 text-navy-900', inner: 'rounded-2xl border border-slate-200 bg-white p-8 shadow-sm large-text:p-3 sm:p-12 text-center' },
};

export function Cta({ id, eyebrow, title, text, variant, actions, note }: CtaBlock) {
  const headingId = useId();
  const look = looks[variant];
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 ${look.outer}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className={`mx-auto max-w-4xl ${look.inner}`}>
          {eyebrow ? <p className="mb-3 text-sm font-bold tracking-widest text-orange-700 uppercase tone-dark:text-orange-300">{eyebrow}</p> : null}
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl tone-dark:text-white">{title}</h2>
          {text ? <Html as="p" html={text} className="rich-text mx-auto mt-4 max-w-2xl text-lg text-slate-600 tone-dark:text-slate-200" /> : null}
          <ActionRow actions={actions} className="mt-8 justify-center" />
          {note ? <p className="mt-6 text-sm font-semibold tracking-wide text-slate-500 tone-dark:text-slate-300">{note}</p> : null}
        </div>
      </div>
    </section>
  );
}
