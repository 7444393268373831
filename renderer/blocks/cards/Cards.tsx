import { useId } from 'react';
import { PageLink } from '../../ui/PageLink';
import type { Card, CardsBlock } from '../../../schema/generated/types';
import { ActionRow } from '../../ui/ActionButton';
import { Html } from '../../ui/Html';
import { Icon } from '../../ui/Icon';
import { Section, SectionHeading } from '../../ui/Section';

const grid: Record<NonNullable<CardsBlock['columns']>, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

const surface = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm tone-dark:border-white/10 tone-dark:bg-navy-800';

function CardIcon({ card }: { card: Card }) {
  if (!card.icon) return null;
  return (
    <span className="mb-5 inline-flex size-12 items-center justify-center rounded-lg bg-orange-100 text-orange-700 tone-dark:bg-orange-500/15 tone-dark:text-orange-300">
      <Icon name={card.icon} />
    </span>
  );
}

function CardBody({ card }: { card: Card }) {
  return (
    <>
      <h3 className="text-xl font-bold text-navy-900 tone-dark:text-white">{card.title}</h3>
      <Html as="p" html={card.text} className="rich-text mt-3 leading-relaxed" />
    </>
  );
}

/** The link under a feature or metric card's text, when the card has somewhere to go. */
function CardLink({ card }: { card: Card }) {
  return card.href ? (
    <PageLink to={card.href} className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-orange-700 hover:text-orange-800 tone-dark:text-orange-300">
      {card.linkLabel} <Icon name="arrow-right" className="size-4" />
      <span className="sr-only"> about {card.title}</span>
    </PageLink>
  ) : null;
}

function FeatureCard({ card }: { card: Card }) {
  return (
    <li id={card.id} className={`${surface} scroll-mt-24`}>
      <CardIcon card={card} />
      <CardBody card={card} />
      <CardLink card={card} />
    </li>
  );
}

function MetricCard({ card }: { card: Card }) {
  return (
    <li id={card.id} className={`${surface} scroll-mt-24 border-t-4 border-t-orange-500`}>
      <div className="flex items-start justify-between gap-4">
        {card.metric ? <p className="text-4xl font-extrabold tracking-tight text-orange-600 tone-dark:text-orange-400">{card.metric}</p> : null}
        {card.icon ? <Icon name={card.icon} className="size-7 text-slate-400" /> : null}
      </div>
      <div className="mt-3">
        <CardBody card={card} />
      </div>
      <CardLink card={card} />
    </li>
  );
}

function LinkCard({ card }: { card: Card }) {
  return (
    <li id={card.id} className={`${surface} group relative scroll-mt-24 transition hover:-translate-y-0.5 hover:border-orange-400 hover:shadow-md`}>
      <CardIcon card={card} />
      <h3 className="text-xl font-bold text-navy-900 tone-dark:text-white">
        <PageLink to={card.href ?? '/'} className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-xl focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-orange-700">
          {card.title}
        </PageLink>
      </h3>
      <Html as="p" html={card.text} className="mt-3 leading-relaxed" />
      <p className="mt-4 inline-flex items-center gap-1 font-semibold text-orange-700 tone-dark:text-orange-300" aria-hidden="true">
        {card.linkLabel} <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-1" />
      </p>
    </li>
  );
}

const cardViews = { feature: FeatureCard, metric: MetricCard, link: LinkCard };

export function Cards({ id, eyebrow, title, intro, tone, variant, columns, items, actions }: CardsBlock) {
  const headingId = useId();
  const CardView = cardViews[variant];
  return (
    <Section id={id} tone={tone} labelledBy={title ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className={`grid gap-6 ${grid[columns]}`}>
        {items.map((card) => (
          <CardView key={card.title} card={card} />
        ))}
      </ul>
      <ActionRow actions={actions} className="mt-12 justify-center" />
    </Section>
  );
}
