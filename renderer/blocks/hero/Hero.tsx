import type { HeroBlock } from '../../../schema/generated/types';
import { ActionRow } from '../../ui/ActionButton';
import { Html } from '../../ui/Html';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';

const backgrounds: Record<NonNullable<HeroBlock['variant']>, string> = {
  home: 'hero-home bg-navy-950',
  page: 'hero-page bg-navy-900',
  emergency: 'hero-emergency bg-red-950',
};

export function Hero({ id, variant, eyebrow, title, intro, rating, badges, actions, highlights, image }: HeroBlock) {
  const tall = variant === 'home';
  const callFirst = variant === 'emergency';
  return (
    <section id={id} className={`tone-dark relative overflow-hidden text-slate-300 ${backgrounds[variant]}`}>
      <div className={`relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 sm:px-6 lg:px-8 ${image ? 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]' : ''} ${tall ? 'pt-8 pb-12 sm:py-16 lg:py-24' : 'pt-8 pb-12 sm:py-14 lg:py-20'}`}>
        {/* In the phone's order, so a phone that paints the hero before it has all of it never moves what it has drawn:
            the badges and the rating follow the buttons, which stay on the first screen. From 640 px the badges go above
            the title and the rating above the buttons. */}
        <div className="flex flex-col">
          {eyebrow ? <p className="mb-3 text-sm font-bold tracking-widest text-orange-400 uppercase">{eyebrow}</p> : null}
          <h1 className={`font-extrabold tracking-tight text-balance wrap-break-word text-white ${tall ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-4xl sm:text-5xl'}`}>{title}</h1>
          {/* An emergency visitor came to call: the buttons come straight after the title. */}
          {callFirst ? <ActionRow actions={actions} className="mt-8" /> : null}
          {intro ? <Html as="p" html={intro} className="rich-text mt-6 max-w-2xl text-base leading-relaxed text-slate-300 sm:text-xl" /> : null}
          {callFirst ? null : <ActionRow actions={actions} className="mt-8 sm:order-2" />}
          {highlights?.length ? (
            <ul className="mt-10 grid gap-4 border-t border-white/10 pt-8 sm:order-2 sm:grid-cols-2">
              {highlights.map((highlight) => (
                <li key={highlight.title} className="flex gap-3">
                  <span className="mt-0.5 text-orange-400">
                    <Icon name={highlight.icon} className="size-6" />
                  </span>
                  <span>
                    <span className="block font-semibold text-white">{highlight.title}</span>
                    {highlight.text ? <span className="block text-sm text-slate-400">{highlight.text}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {badges?.length ? (
            <ul className="mt-8 flex flex-wrap gap-2 sm:order-first sm:mt-0 sm:mb-6" aria-label="Highlights">
              {badges.map((badge) => (
                <li key={badge} className="rounded-full border border-orange-400/40 bg-orange-500/10 px-3 py-1 text-sm font-semibold text-orange-200">
                  {badge}
                </li>
              ))}
            </ul>
          ) : null}
          {rating ? (
            <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-slate-200 sm:order-1">
              <span className="flex text-amber-400" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((n) => (
                  <Icon key={n} name="star" className="size-5 fill-current" />
                ))}
              </span>
              <span>{rating}</span>
            </p>
          ) : null}
        </div>
        {image ? (
          <Picture image={image} slot="hero" className="h-auto w-full rounded-2xl" />
        ) : null}
      </div>
    </section>
  );
}
