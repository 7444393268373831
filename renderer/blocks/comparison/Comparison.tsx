import { useId } from 'react';
import type { ComparisonBlock } from '../../../schema/generated/types';
import { Section, SectionHeading } from '../../ui/Section';

export function Comparison({ id, eyebrow, title, intro, tone, methods, rows, note }: ComparisonBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label={`${title ?? 'Comparison'}: table`}>
        <table className="w-full min-w-[36rem] text-left text-sm sm:text-base">
          <thead>
            <tr className="bg-slate-100 text-navy-900">
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                <span className="sr-only">Criterion</span>
              </th>
              {methods.map((method, index) => (
                <th key={method} scope="col" className={`px-4 py-3 font-bold sm:px-6 ${index === 0 ? 'bg-navy-900 text-white' : ''}`}>
                  {method}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.criterion}>
                <th scope="row" className="px-4 py-3 font-semibold text-navy-900 sm:px-6">{row.criterion}</th>
                {row.values.map((value, index) => (
                  <td key={`${row.criterion}-${methods[index] ?? index}`} className={`px-4 py-3 sm:px-6 ${index === 0 ? 'bg-orange-50 font-semibold text-navy-900' : 'text-slate-600'}`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className="mt-4 text-sm text-slate-500">{note}</p> : null}
    </Section>
  );
}
