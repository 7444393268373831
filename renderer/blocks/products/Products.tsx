import { useId } from 'react';
import type { ProductsBlock } from '../../../schema/generated/types';
import { ActionRow } from '../../ui/ActionButton';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';

export function Products({ id, eyebrow, title, intro, tone, items }: ProductsBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-8 lg:grid-cols-2">
        {items.map((product) => (
          <li key={product.id} id={product.id} className={`relative flex scroll-mt-24 flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${product.popular ? 'border-orange-500 ring-2 ring-orange-500' : 'border-slate-200'}`}>
            {product.popular ? <p className="absolute top-4 right-4 rounded-full bg-orange-700 px-3 py-1 text-sm font-bold text-white">Most Popular</p> : null}
            {product.image ? <Picture image={product.image} slot="product" className="h-auto w-full bg-navy-900" /> : null}
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{product.power}</p>
              <h3 className="mt-1 text-2xl font-extrabold text-navy-900">{product.name}</h3>
              <p className="mt-2 text-2xl font-bold text-navy-900">{product.price}</p>
              {product.summary ? <p className="mt-3 leading-relaxed">{product.summary}</p> : null}
              <div className="mt-6 grid gap-6 sm:grid-cols-2">
                <div>
                  <h4 className="font-bold text-navy-900">Applications</h4>
                  <ul className="mt-2 space-y-1 text-sm">
                    {product.applications.map((application) => (
                      <li key={application}>{application}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="font-bold text-navy-900">Features</h4>
                  <ul className="mt-2 space-y-2 text-sm">
                    {product.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-orange-600" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm">
                <span className="font-bold text-navy-900">Ideal for: </span>
                {product.idealFor}
              </p>
              <ActionRow actions={product.actions} className="mt-6" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
