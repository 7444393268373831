import type { TocBlock } from '../../../schema/generated/types';

export function Toc({ id, title, items }: TocBlock) {
  return (
    <nav id={id} aria-label={title} className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{title}</p>
        <ol className="mt-3 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item, index) => (
            <li key={item.anchor}>
              <a href={`#${item.anchor}`} className="flex min-h-11 items-center gap-2 py-1 font-semibold text-navy-900 hover:text-orange-700 hover:underline">
                <span className="shrink-0 text-orange-700">{index + 1}.</span> {item.label}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
