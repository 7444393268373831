import { PageLink } from '../../../renderer/ui/PageLink';
import type { BreadcrumbItem } from '../../content/page-data';
import { Icon } from '../../../renderer/ui/Icon';

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-slate-600 sm:px-6 lg:px-8">
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 ? <Icon name="chevron-right" className="size-4 text-slate-400" /> : null}
            {item.href ? (
              <PageLink to={item.href} className="inline-flex min-h-6 items-center hover:text-orange-700 hover:underline">
                {item.label}
              </PageLink>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined} className={index === items.length - 1 ? 'font-semibold text-navy-900' : ''}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
