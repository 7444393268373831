import { useId } from 'react';
import type { GalleryBlock } from '../../../schema/generated/types';
import { Section, SectionHeading } from '../../ui/Section';
import { Picture } from '../../ui/Picture';

export function Gallery({ id, eyebrow, title, intro, tone, items }: GalleryBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm tone-dark:border-white/10 tone-dark:bg-navy-800">
            <Picture image={item.image} slot="gallery" className="aspect-[4/3] h-auto w-full bg-navy-900 object-cover" />
            <div className="p-6">
              <p className="text-xs font-bold tracking-widest text-orange-700 uppercase tone-dark:text-orange-300">{item.category}</p>
              <h3 className="mt-2 text-lg font-bold text-navy-900 tone-dark:text-white">{item.title}</h3>
              {item.text ? <p className="mt-2 leading-relaxed">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
