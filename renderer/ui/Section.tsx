import type { ReactNode } from 'react';
import type { Tone } from '../../schema/generated/types';
import { Html } from './Html';

const tones: Record<Tone, string> = {
  light: 'bg-white text-slate-700',
  muted: 'bg-slate-50 text-slate-700',
  dark: 'bg-navy-900 text-slate-300 tone-dark',
};

/** The shared frame of a block: anchor, background, width and vertical rhythm live here, not in blocks. */
export function Section({ id, tone = 'light', labelledBy, children, className = '' }: { id?: string; tone?: Tone; labelledBy?: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`render-near-screen scroll-mt-24 ${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and intro of a section. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center' }: { id?: string; eyebrow?: string; title?: string; intro?: string; align?: 'center' | 'left' }) {
  if (!title && !eyebrow && !intro) return null;
  const centered = align === 'center';
  return (
    <header className={`mb-12 max-w-3xl ${centered ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? <p className="mb-3 text-sm font-bold tracking-widest text-orange-700 uppercase tone-dark:text-orange-400">{eyebrow}</p> : null}
      {title ? (
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl tone-dark:text-white">
          {title}
        </h2>
      ) : null}
      {intro ? <Html as="p" html={intro} className="rich-text mt-4 text-lg leading-relaxed" /> : null}
    </header>
  );
}
